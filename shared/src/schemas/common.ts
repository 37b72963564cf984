import * as z from 'zod';
import { CONFIRM_WORD } from '../constants';
import { commonApiMessages, commonConfirmMessages } from '../messages/common';

/** Every error body the API returns. */
export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageBodySchema = z.object({ message: z.string() });

export const idParamSchema = z.object({ id: z.string().trim().min(1, commonApiMessages.notFound) });

/** The confirmation box of the product and oligo forms: exactly YES. */
export const confirmYesSchema = z
  .string()
  .refine((value) => value === CONFIRM_WORD, commonConfirmMessages.confirmYes);

/** A required text: missing, not a string or blank all get the one message the spec gives. */
export const nonBlank = (message: string) =>
  z.string({ error: message }).refine((value) => value.trim().length > 0, message);
