import { useHrPortalStorage, useSession } from '@hrportal/react';
import { useNavigate } from 'react-router';
import { LoginScreen } from './AuthScreens';

/**
 * /login inside the signed-in app (after a logout, Continue to Login, or a guard's redirect): the
 * same screen on the provider's session and the router. A first visit to /login shows it from
 * main.tsx instead, before any of this has loaded.
 */
export function LoginRoute() {
  const { login } = useSession();
  const storage = useHrPortalStorage();
  const navigate = useNavigate();
  return <LoginScreen login={login} storage={storage} navigate={navigate} />;
}
