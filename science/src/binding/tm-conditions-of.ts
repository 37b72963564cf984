import type { ReportProvenance } from '@oligowatch/shared/schemas/report';
import { DEFAULT_TM_CONDITIONS, type TmConditions } from '@oligowatch/shared/schemas/tm-conditions';

/**
 * The conditions of a report's Tm values: those frozen into its provenance at generation (set
 * beside the verdict thresholds), else the product's defaults (reports made before issue 24).
 */
export const tmConditionsOf = (provenance: Pick<ReportProvenance, 'tm_conditions'>): TmConditions =>
  provenance.tm_conditions ?? { ...DEFAULT_TM_CONDITIONS };
