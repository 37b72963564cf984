import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useOutletContext } from 'react-router';
import { SESSION_ENDED_EVENT } from '../lib/api-client';
import { paths } from '../lib/paths';
import { readSession, removeToken, type ValidSession } from '../lib/session';
import { signedOutState } from '../lib/signed-out-reason';

function ExpiredSession() {
  useEffect(() => removeToken(), []);
  return <Navigate to={paths.signIn} replace state={signedOutState('expired')} />;
}

/**
 * The route guard of SPEC.md section 2. It renders again on every location change, so the stored
 * token is read and its expiry checked at each navigation: missing -> /, expired (or not a token
 * we can read) -> removed, then /.
 */
export function RequireAuth() {
  // Subscribing to the location is what makes every navigation re-run the check below.
  useLocation();
  const navigate = useNavigate();
  // The API refused the token (signed out elsewhere, account deactivated): back to sign-in now,
  // not at the next navigation.
  useEffect(() => {
    const onEnded = (event: Event) => {
      const reason =
        event instanceof CustomEvent && event.detail === 'deactivated' ? 'deactivated' : 'expired';
      navigate(paths.signIn, { replace: true, state: signedOutState(reason) });
    };
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, [navigate]);
  const session = readSession();
  if (session.status === 'missing')
    return <Navigate to={paths.signIn} replace state={signedOutState('missing')} />;
  if (session.status === 'expired') return <ExpiredSession />;
  return <Outlet context={session} />;
}

/** The signed-in session, for the layout directly under the guard. */
export const useGuardedSession = (): ValidSession => useOutletContext<ValidSession>();
