import type { TargetSummary } from '@oligowatch/shared/schemas/target';
import { paths } from '../../../lib/paths';

/** /targets/view?id={taxonomicID}&name={common_name} (SPEC.md section 2). */
export const viewTargetHref = (target: Pick<TargetSummary, 'taxonomicID' | 'common_name'>): string =>
  `${paths.viewTarget}?${new URLSearchParams({ id: String(target.taxonomicID), name: target.common_name })}`;
