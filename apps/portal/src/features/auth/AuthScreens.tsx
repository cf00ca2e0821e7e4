import { type KeyValueStorage, sessionStorageKeys } from '@hrportal/api-client';
import type { Role } from '@hrportal/api-client/contract';
import { useClient, useHrPortalStorage, useSession } from '@hrportal/react';
import { roleHome } from '@hrportal/shell';
import { Button, Checkbox, Radio, RadioGroup, Select, TextField, useToast } from '@hrportal/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
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

const userTypes = [
  { id: 'recruiter', label: 'Recruiter' },
  { id: 'management', label: 'Manager' },
  { id: 'leadership', label: 'Leadership' },
];

/** Register: a new account waits for a manager's verification (SPEC §6). */
export function RegisterScreen() {
  const client = useClient();
  const [form, setForm] = useState({ username: '', name: '', email: '', password: '' });
  const [userType, setUserType] = useState<string>('recruiter');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const set = (key: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      const answer = await client.auth.signup({
        ...form,
        user_type: userType as 'recruiter' | 'management' | 'leadership',
      });
      setDone(answer.message);
    } catch (failure) {
      setError(failureText(failure));
    }
  };
  return (
    <AuthCard title="Create an account">
      {done ? (
        <p role="status">
          {done} <Link to="/login">Back to sign in</Link>
        </p>
      ) : (
        <form className={css.form} onSubmit={submit} noValidate>
          <TextField
            label="Username"
            value={form.username}
            onChange={set('username')}
            isRequired
            autoComplete="username"
          />
          <TextField
            label="Full name"
            value={form.name}
            onChange={set('name')}
            isRequired
            autoComplete="name"
          />
          <TextField
            label="Email"
            type="email"
            value={form.email}
            onChange={set('email')}
            isRequired
            autoComplete="email"
          />
          <TextField
            label="Password"
            type="password"
            value={form.password}
            onChange={set('password')}
            isRequired
            autoComplete="new-password"
          />
          <Select
            label="Account type"
            items={userTypes}
            value={userType}
            onChange={(v) => setUserType(String(v))}
          />
          <FormError message={error} />
          <Button type="submit" tone="brand">
            Create account
          </Button>
          <p className={css.muted}>
            <Link to="/login">Back to sign in</Link>
          </p>
        </form>
      )}
    </AuthCard>
  );
}

/** Forgot password: sends a 6-digit code by mail, then the OTP screen resets the password. */
export function ForgotPasswordScreen() {
  const client = useClient();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      await client.auth.generateOtp({ email: email.trim() });
      navigate(`/otp?email=${encodeURIComponent(email.trim())}`);
    } catch (failure) {
      setError(failureText(failure));
    }
  };
  return (
    <AuthCard title="Forgot password">
      <form className={css.form} onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          isRequired
          autoComplete="email"
        />
        <FormError message={error} />
        <Button type="submit" tone="brand">
          Send code
        </Button>
        <p className={css.muted}>
          <Link to="/login">Back to sign in</Link>
        </p>
      </form>
    </AuthCard>
  );
}

/** OTP: the emailed code and a new password. */
export function OtpScreen() {
  const client = useClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      const answer = await client.auth.resetPassword({
        email: email.trim(),
        otp: otp.trim(),
        new_password: password,
      });
      toast.show({ tone: 'positive', title: answer.message });
      navigate('/login', { replace: true });
    } catch (failure) {
      setError(failureText(failure));
    }
  };
  return (
    <AuthCard title="Reset your password">
      <form className={css.form} onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          isRequired
          autoComplete="email"
        />
        <TextField
          label="6-digit code"
          value={otp}
          onChange={setOtp}
          isRequired
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <TextField
          label="New password"
          type="password"
          value={password}
          onChange={setPassword}
          isRequired
          autoComplete="new-password"
        />
        <FormError message={error} />
        <Button type="submit" tone="brand">
          Reset password
        </Button>
      </form>
    </AuthCard>
  );
}
