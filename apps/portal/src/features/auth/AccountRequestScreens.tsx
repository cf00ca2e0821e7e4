import { useClient } from '@hrportal/react';
import { Button, Select, TextField, useToast } from '@hrportal/ui';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { failureText } from '../../common/errors';
import { FormError } from '../../common/FormError';
import * as css from '../../portal.css';
import { AuthCard } from './AuthScreens';

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
