import { OrgSettingsForm } from '@hrportal/candidate-table';
import * as css from '../../portal.css';
import { UserAccountsScreen } from '../user-accounts/UserAccountsScreen';

/**
 * Leadership settings: the user accounts page SPEC §2 asks for, then the organisation settings of
 * issue 16 (session timeout, embedding origins).
 */
export function SettingsScreen() {
  return (
    <UserAccountsScreen>
      <section className={css.card} aria-labelledby="org-settings-title">
        <h2 id="org-settings-title" className={css.title}>
          Organisation settings
        </h2>
        <OrgSettingsForm />
      </section>
    </UserAccountsScreen>
  );
}
