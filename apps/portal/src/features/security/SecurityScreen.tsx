import { AuditTrail, SessionTable } from '@hrportal/candidate-table';
import * as css from '../../portal.css';

/**
 * Security (leadership, issue 16): the audit trail — who changed which record, fields from → to,
 * when, from which IP; filtered, paged, exported as CSV — and the active sessions with revoke.
 */
export function SecurityScreen({ title }: { title: string }) {
  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        {title}
      </h1>
      <section className={css.page} aria-labelledby="audit-title">
        <h2 id="audit-title" className={css.title}>
          Audit trail
        </h2>
        <AuditTrail />
      </section>
      <section className={css.page} aria-labelledby="sessions-title">
        <h2 id="sessions-title" className={css.title}>
          Active sessions
        </h2>
        <SessionTable />
      </section>
    </section>
  );
}
