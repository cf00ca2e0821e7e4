import { UserDirectory } from '@hrportal/candidate-table';
import type { ReactNode } from 'react';
import * as css from '../../portal.css';

/**
 * User Accounts: the directory with the admin actions, from `@hrportal/candidate-table`; a screen
 * that shares the page (leadership settings) adds its sections after it.
 */
export function UserAccountsScreen({ children }: { children?: ReactNode }) {
  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        User Accounts
      </h1>
      <UserDirectory />
      {children}
    </section>
  );
}
