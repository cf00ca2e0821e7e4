import {
  type KeyValueStorage,
  type LoginInput,
  type Session,
  sessionStorageKeys,
} from '@hrportal/api-client';
import type { Role } from '@hrportal/api-client/contract';
import { roleHome } from '@hrportal/shell/core';
import { Button, Checkbox, Radio, RadioGroup, TextField } from '@hrportal/ui';
import { type FormEvent, type MouseEvent, type ReactNode, useState } from 'react';
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

/** What {@link LoginScreen} signs in with, where it remembers, and how it moves on. */
export interface LoginScreenProps {
  /** The SDK's role login (`useSession().login`, or `createLoginClient`'s before the app loads). */
  login: (input: LoginInput) => Promise<Session>;
  /** Where the remembered username lives (the provider's storage: the bare SPEC §3 key). */
  storage: KeyValueStorage;
  /** Moves to a portal path: the role's home after sign-in (replace), or a link's page. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/**
 * Login: role choice, username or email, password, remember username (SPEC §2, §5). Needs no
 * router and no provider, so /login can show it before the signed-in app has loaded (main.tsx).
 */
export function LoginScreen({ login, storage, navigate }: LoginScreenProps) {
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

  // A link inside the portal: a plain click moves through `navigate` (no page load, as a router
  // link does); a modified or middle click is the browser's, as on any link.
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    navigate(event.currentTarget.pathname);
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
          <a href="/forgotpassword" onClick={follow}>
            Forgot password?
          </a>
          {' ·'}{' '}
          <a href="/register" onClick={follow}>
            Create an account
          </a>
        </p>
      </form>
    </AuthCard>
  );
}
