/**
 * Why the route guard sent someone to the sign-in screen; carried in the navigation state so the
 * screen can say so (the messages are ours: commonAccessMessages.signInRequired / sessionExpired /
 * accountDeactivated).
 */
export type SignedOutReason = 'missing' | 'expired' | 'deactivated';

export const signedOutState = (reason: SignedOutReason) => ({ signedOut: reason });

export const signedOutReasonOf = (state: unknown): SignedOutReason | null => {
  if (typeof state !== 'object' || state === null || !('signedOut' in state)) return null;
  const reason = (state as { signedOut: unknown }).signedOut;
  return reason === 'missing' || reason === 'expired' || reason === 'deactivated' ? reason : null;
};
