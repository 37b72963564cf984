import { paths } from '../../../lib/paths';

/** /oligos/view?id={oligoId} (SPEC.md section 2): the id travels as a query parameter. */
export const viewOligoHref = (id: string): string => `${paths.viewOligo}?${new URLSearchParams({ id })}`;
