import { useSession } from '@hrportal/react';
import { roleHome } from '@hrportal/shell';
import { EmptyState } from '@hrportal/ui';
import { Link } from 'react-router';
import * as css from '../../portal.css';
import { AuthCard } from '../auth/AuthScreens';

/** An honest page for a §2 screen that is not built yet: it names the screen, shows no data. */
export function UnavailableScreen({ title }: { title: string }) {
  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        {title}
      </h1>
      <EmptyState
        title={`${title} is not available yet`}
        description="This screen is planned; the README's feature table lists what works today."
      />
    </section>
  );
}

/** Where the guard sends a role that may not open a route. */
export function UnauthorizedScreen() {
  const { role } = useSession();
  return (
    <AuthCard title="Access denied">
      <p>You do not have permission to view this page.</p>
      <Link to={roleHome(role)}>Go to your dashboard</Link>
    </AuthCard>
  );
}
