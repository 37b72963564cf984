import { buildPath, findRouteByName } from '@oligowatch/shared/routes';
import { passwordLinkStatusResponseSchema } from '@oligowatch/shared/schemas/account';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type LinkPurpose = 'enrollment' | 'reset';

/** Whether the e-mailed link still works, asked without using it. */
export const getPasswordLinkStatus = async (token: string, purpose: LinkPurpose) => {
  const route = findRouteByName('getPasswordLinkStatus');
  const path = `${buildPath(route.path, { token })}?${new URLSearchParams({ purpose })}`;
  return (await apiRequest(route.method, path, { schema: passwordLinkStatusResponseSchema })).state;
};

/**
 * Asked once on arrival and not again: after the password is set the link is "used", and the
 * screen must keep showing its success rather than flip to that.
 */
export const useLinkStatus = (token: string | null, purpose: LinkPurpose) =>
  useQuery({
    queryKey: ['password-link', purpose, token],
    queryFn: () => getPasswordLinkStatus(token as string, purpose),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
