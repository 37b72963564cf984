import { targetsAddFormMessages, targetsApiMessages } from '@oligowatch/shared/messages/targets';
import { type ManualTarget, manualTargetPayloadSchema } from '@oligowatch/shared/schemas/target';

/** The Manual Entry form: the eight fields of the contract, typed as text, and the confirmation box. */
export interface ManualTargetForm {
  common_name: string;
  taxonomicID: string;
  genomic_sequence: string;
  accessionID: string;
  geo_loc_name: string;
  islolate: string;
  sequence_length: string;
  collection_date: string;
  confirmed: boolean;
}

export const EMPTY_MANUAL_TARGET: ManualTargetForm = {
  common_name: '',
  taxonomicID: '',
  genomic_sequence: '',
  accessionID: '',
  geo_loc_name: '',
  islolate: '',
  sequence_length: '',
  collection_date: '',
  confirmed: false,
};

export type ManualTargetCheck = { ok: true; payload: ManualTarget } | { ok: false; message: string };

/**
 * SPEC.md section 5, in order: all eight fields, the confirmation box, a numeric taxonomic ID;
 * then ours, shared with the server: IUPAC codes only and the length the form states.
 */
export const checkManualTarget = ({ confirmed, ...fields }: ManualTargetForm): ManualTargetCheck => {
  if (Object.values(fields).some((value) => value.trim() === ''))
    return { ok: false, message: targetsApiMessages.missingFields };
  if (!confirmed) return { ok: false, message: targetsAddFormMessages.confirmRequired };
  const parsed = manualTargetPayloadSchema.safeParse(fields);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? targetsApiMessages.missingFields };
  return { ok: true, payload: parsed.data };
};
