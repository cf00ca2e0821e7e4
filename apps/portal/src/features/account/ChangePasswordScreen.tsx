import { useClient, useSession } from '@hrportal/react';
import { Button, TextField, useToast } from '@hrportal/ui';
import { type FormEvent, useState } from 'react';
import { failureText } from '../../common/errors';
import { FormError } from '../../common/FormError';
import * as css from '../../portal.css';

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
        <FormError message={error} />
        <div className={css.row}>
          <Button type="submit" tone="brand">
            Change password
          </Button>
        </div>
      </form>
    </section>
  );
}
