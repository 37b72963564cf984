import { type AssayRole, type Oligo, oligoResponseSchema } from '@oligowatch/shared/schemas/oligo';
import { callRoute } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { oligoKeys } from './query-keys';

export const setOligoRole = async ({ id, role }: { id: string; role: AssayRole }): Promise<Oligo> =>
  (await callRoute('setOligoRole', { params: { id }, body: { role }, schema: oligoResponseSchema })).data
    .oligo;

// The oligo's role shows in every oligo list and on its view: every oligo query is refetched.
export const useSetOligoRole = () => useRefreshingMutation(setOligoRole, oligoKeys.all);
