import * as z from 'zod';
import { ID_MAX_LENGTH, NAME_MAX_LENGTH, PRODUCT_MAX_ASSAYS } from '../constants';
import { commonApiMessages } from '../messages/common';
import { productsApiMessages } from '../messages/products';
import { nonBlank } from './common';
import { oligoSchema } from './oligo';

const oligoIdSchema = z.string().min(1).max(ID_MAX_LENGTH, commonApiMessages.valueTooLong('oligos'));

/**
 * One assay of a product version (issue 23): a name and the ids of its oligos, each one of the
 * version's. Inside an assay, oligos of one role are alternatives: a sample is detected when a
 * forward, a reverse (and a probe, if the assay has any) bind in order.
 */
export const productAssaySchema = z.object({
  name: z.string(),
  oligos: z.array(z.string()),
});
export type ProductAssay = z.infer<typeof productAssaySchema>;

/**
 * versions: each version is the list of its oligo ids; active_version_index is 0-based.
 * version_assays (ours, issue 23): the assays of each version, by the same index. A version stored
 * before assays existed reads as one assay of every oligo (shared/src/version-assays.ts).
 */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  versions: z.array(z.array(z.string())),
  active_version_index: z.number().int().min(0),
  version_assays: z.array(z.array(productAssaySchema)),
});
export type Product = z.infer<typeof productSchema>;

/** The same product with each version's oligos expanded (products_with_oligo_details); assays keep ids. */
export const productWithOligoDetailsSchema = productSchema.extend({
  versions: z.array(z.array(oligoSchema)),
});
export type ProductWithOligoDetails = z.infer<typeof productWithOligoDetailsSchema>;

/**
 * An assay as POST and PUT /v1/products take it. Only what keeps it storable is checked here; the
 * rules a person can break (a blank or repeated name, an oligo in no assay) come after the spec's
 * product rules, in checkProductAssays, with their own messages.
 */
export const assayPayloadSchema = z.object({
  name: z
    .string(productsApiMessages.assayNameRequired)
    .max(NAME_MAX_LENGTH, productsApiMessages.assayNameTooLong),
  oligos: z.array(oligoIdSchema).max(1000),
});
export type AssayPayload = z.infer<typeof assayPayloadSchema>;

export const productPayloadSchema = z.object({
  name: nonBlank(productsApiMessages.invalidName)
    .transform((name) => name.trim())
    .pipe(z.string().max(NAME_MAX_LENGTH, productsApiMessages.nameTooLong)),
  oligos: z.array(oligoIdSchema).max(1000),
  /**
   * Ours (issue 23): the version's assays. Absent: one assay of every oligo on create; on an edit
   * that keeps the oligos, the active version's assays (so a client that knows only SPEC's name and
   * oligos can rename a product without losing its grouping).
   */
  assays: z.array(assayPayloadSchema).max(PRODUCT_MAX_ASSAYS).optional(),
});
export type ProductPayload = z.input<typeof productPayloadSchema>;

export const productNameKey = (name: string): string => name.trim().toLowerCase();

export const productListResponseSchema = z.object({ products: z.array(productSchema) });
export const productResponseSchema = z.object({ product: productSchema });
export const productsWithOligoDetailsResponseSchema = z.object({
  products: z.array(productWithOligoDetailsSchema),
});
