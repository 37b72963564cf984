import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useOutletContext } from 'react-router';
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
  const session = readSession();
  if (session.status === 'missing')
    return <Navigate to={paths.signIn} replace state={signedOutState('missing')} />;
  if (session.status === 'expired') return <ExpiredSession />;
  return <Outlet context={session} />;
}

/** The signed-in session, for the layout directly under the guard. */
export const useGuardedSession = (): ValidSession => useOutletContext<ValidSession>();
