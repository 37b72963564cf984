import { authSignInMessages } from '@oligowatch/shared/messages/auth';
import { messageBodySchema } from '@oligowatch/shared/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callRoute } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { readToken, removeToken } from '../../../lib/session';

export const logout = () => callRoute('logout', { schema: messageBodySchema });

/**
 * Sign Out (SPEC.md section 2): without a token just go to /; otherwise call logout, and whatever
 * it answers remove the token and go to / (a failure is only logged).
 */
export const useSignOut = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async () => {
      if (!readToken()) return;
      try {
        await logout();
      } catch (error) {
        console.error(authSignInMessages.logoutFailed, error);
      }
    },
    onSettled: () => {
      removeToken();
      queryClient.clear();
      navigate(paths.signIn);
    },
  });
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending };
};
