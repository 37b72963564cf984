import {
  TOAST_DUPLICATE_NAME_MS,
  TOAST_DURATION_MS,
  TOAST_INVALID_SEQUENCE_MS,
} from '@oligowatch/shared/constants';
import { commonConfirmMessages } from '@oligowatch/shared/messages/common';
import { oligosApiMessages } from '@oligowatch/shared/messages/oligos';
import { confirmYesSchema } from '@oligowatch/shared/schemas/common';
import {
  type AssayRole,
  createOligoRequestSchema,
  oligoNameKey,
  oligoSequenceSchema,
} from '@oligowatch/shared/schemas/oligo';
import type { ToastMessage } from '../../../lib/toast';

export interface OligoFormValues {
  name: string;
  sequence: string;
  dna_strand_positive: boolean;
  confirm: string;
  /**
   * The role a person picked or confirmed (issue 23); null while the form shows only the name's
   * guess. Null is submitted as no role: the server stores the guess, or unknown, as inferred (issue 34).
   */
  role: AssayRole | null;
}

const toast = (message: string, durationMs = TOAST_DURATION_MS): ToastMessage => ({ message, durationMs });

/** The toast for a refusal from the server: a taken name (409) stays 4 s, a bad sequence 5 s. */
export const serverRefusalToast = (status: number, message: string): ToastMessage =>
  status === 409
    ? toast(message, TOAST_DUPLICATE_NAME_MS)
    : toast(
        message,
        message === oligosApiMessages.invalidSequence ? TOAST_INVALID_SEQUENCE_MS : TOAST_DURATION_MS,
      );

/**
 * SPEC.md section 5, oligo add, in its order. The first failing rule is the one shown. The role is
 * no rule (issue 34): SPEC's flow submits without one, and the oligo's view asks for it after.
 * The name is checked against every oligo, archived ones included (`takenNames` holds their keys).
 */
export const checkOligoForm = (
  values: OligoFormValues,
  takenNames: ReadonlySet<string>,
): ToastMessage | null => {
  const name = createOligoRequestSchema.shape.name.safeParse(values.name);
  // Blank, or too long to store: the schema's own message.
  if (!name.success) return toast(name.error.issues[0]?.message ?? oligosApiMessages.nameRequired);
  if (takenNames.has(oligoNameKey(name.data)))
    return toast(oligosApiMessages.nameInUse(name.data), TOAST_DUPLICATE_NAME_MS);
  if (!confirmYesSchema.safeParse(values.confirm).success) return toast(commonConfirmMessages.confirmYes);
  const sequence = oligoSequenceSchema.safeParse(values.sequence);
  if (!sequence.success) {
    const message = sequence.error.issues[0]?.message ?? oligosApiMessages.invalidSequence;
    return toast(
      message,
      message === oligosApiMessages.invalidSequence ? TOAST_INVALID_SEQUENCE_MS : TOAST_DURATION_MS,
    );
  }
  return null;
};
