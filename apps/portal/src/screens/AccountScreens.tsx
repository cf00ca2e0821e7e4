import { useClient, useSession } from '@hrportal/react';
import { roleHome } from '@hrportal/shell';
import { Button, EmptyState, TextField, useToast } from '@hrportal/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import * as css from '../portal.css';
import { failureText } from './errors';

/** Change Password (the profile picture has its own dialog in the user menu). */
export function ChangePasswordScreen() {
  const client = useClient();
  const { logout } = useSession();
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      const answer = await client.auth.changePassword({
        old_password: current,
        new_password: next,
      });
      toast.show({ tone: 'positive', title: answer.message });
      // Every session ends with a password change: sign in again.
      await logout();
    } catch (failure) {
      setError(failureText(failure));
    }
  };

  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        Change Password
      </h1>
      <form className={css.card} onSubmit={submit} noValidate aria-label="Change password">
        <TextField
          label="Current password"
          type="password"
          value={current}
          onChange={setCurrent}
          isRequired
          autoComplete="current-password"
        />
        <TextField
          label="New password"
          type="password"
          value={next}
          onChange={setNext}
          isRequired
          autoComplete="new-password"
        />
        {error ? (
          <p className={css.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={css.row}>
          <Button type="submit" tone="brand">
            Change password
          </Button>
        </div>
      </form>
    </section>
  );
}

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
    <main className={css.authPage}>
      <section className={css.authCard} aria-labelledby="auth-title">
        <h1 id="auth-title" className={css.pageTitle}>
          Access denied
        </h1>
        <p>You do not have permission to view this page.</p>
        <Link to={roleHome(role)}>Go to your dashboard</Link>
      </section>
    </main>
  );
}
