import { z } from 'zod';
import { ID_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants';
import { apiMessages, productMessages } from '../messages';
import { nonBlank } from './common';
import { oligoSchema } from './oligo';

/** versions: each version is the list of its oligo ids; active_version_index is 0-based. */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  versions: z.array(z.array(z.string())),
  active_version_index: z.number().int().min(0),
});
export type Product = z.infer<typeof productSchema>;

/** The same product with each version's oligos expanded (products_with_oligo_details). */
export const productWithOligoDetailsSchema = productSchema.extend({
  versions: z.array(z.array(oligoSchema)),
});
export type ProductWithOligoDetails = z.infer<typeof productWithOligoDetailsSchema>;

export const productPayloadSchema = z.object({
  name: nonBlank(productMessages.invalidName)
    .transform((name) => name.trim())
    .pipe(z.string().max(NAME_MAX_LENGTH, productMessages.nameTooLong)),
  oligos: z.array(z.string().min(1).max(ID_MAX_LENGTH, apiMessages.valueTooLong('oligos'))).max(1000),
});
export type ProductPayload = z.input<typeof productPayloadSchema>;

export const productNameKey = (name: string): string => name.trim().toLowerCase();

export const productListResponseSchema = z.object({ products: z.array(productSchema) });
export const productResponseSchema = z.object({ product: productSchema });
export const productsWithOligoDetailsResponseSchema = z.object({
  products: z.array(productWithOligoDetailsSchema),
});
