import { type KeyValueStorage, sessionStorageKeys } from '@hrportal/api-client';
import type { Role } from '@hrportal/api-client/contract';
import { useHrPortalStorage, useSession } from '@hrportal/react';
import { roleHome } from '@hrportal/shell';
import { Button, Checkbox, Radio, RadioGroup, TextField } from '@hrportal/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { failureText } from '../../common/errors';
import { FormError } from '../../common/FormError';
import * as css from '../../portal.css';

/** A signed-out page: the product's mark, name and §1 line above the card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={css.authPage}>
      <header className={css.brand}>
        <span className={css.authLogo} aria-hidden="true">
          HR
        </span>
        <div>
          <p className={css.brandName}>HR Portal</p>
          <p className={css.tagline}>An advanced recruitment platform</p>
        </div>
      </header>
      <section className={css.authCard} aria-labelledby="auth-title">
        <h1 id="auth-title" className={css.pageTitle}>
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}

function remembered(storage: KeyValueStorage): string {
  try {
    return storage.getItem(sessionStorageKeys.rememberedUsername) ?? '';
  } catch {
    return '';
  }
}

/** Login: role choice, username or email, password, remember username (SPEC §2, §5). */
export function LoginScreen() {
  const { login } = useSession();
  const storage = useHrPortalStorage();
  const navigate = useNavigate();
  const [role, setRole] = useState<Role | null>(null);
  const [username, setUsername] = useState(() => remembered(storage));
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => remembered(storage) !== '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!role) {
      setError('Role is required for login');
      return;
    }
    setBusy(true);
    try {
      const session = await login({ role, username: username.trim(), password });
      try {
        if (remember) storage.setItem(sessionStorageKeys.rememberedUsername, username.trim());
        else storage.removeItem(sessionStorageKeys.rememberedUsername);
      } catch {
        // Storage refused: remembering is a convenience only.
      }
      navigate(roleHome(session.userRole), { replace: true });
    } catch (failure) {
      setError(failureText(failure, 'Login failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Sign in to HR Portal">
      <form className={css.form} onSubmit={submit} noValidate>
        <RadioGroup
          label="Sign in as"
          value={role}
          onChange={(v) => setRole(v as Role)}
          orientation="horizontal"
        >
          <Radio value="manager">Manager</Radio>
          <Radio value="recruiter">Recruiter</Radio>
          <Radio value="leadership">Leadership</Radio>
        </RadioGroup>
        <TextField
          label="Username or email"
          value={username}
          onChange={setUsername}
          autoComplete="username"
          isRequired
        />
        <TextField
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          isRequired
        />
        <Checkbox isSelected={remember} onChange={setRemember}>
          Remember my username
        </Checkbox>
        <FormError message={error} />
        <Button type="submit" tone="brand" isDisabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
        <p className={css.muted}>
          <Link to="/forgotpassword">Forgot password?</Link> ·{' '}
          <Link to="/register">Create an account</Link>
        </p>
      </form>
    </AuthCard>
  );
}
