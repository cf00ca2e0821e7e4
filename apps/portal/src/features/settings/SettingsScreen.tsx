import { OrgSettingsForm, UserDirectory } from '@hrportal/candidate-table';
import * as css from '../../portal.css';

/**
 * Leadership settings: the user accounts page SPEC §2 asks for (the directory with its admin
 * actions), then the organisation settings of issue 16 (session timeout, embedding origins).
 */
export function SettingsScreen() {
  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        User Accounts
      </h1>
      <UserDirectory />
      <section className={css.card} aria-labelledby="org-settings-title">
        <h2 id="org-settings-title" className={css.title}>
          Organisation settings
        </h2>
        <OrgSettingsForm />
      </section>
    </section>
  );
}
