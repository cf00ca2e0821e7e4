import { UserDirectory } from '@hrportal/candidate-table';
import * as css from '../../portal.css';

/** User Accounts: the directory with the admin actions, from `@hrportal/candidate-table`. */
export function UserAccountsScreen() {
  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        User Accounts
      </h1>
      <UserDirectory />
    </section>
  );
}
