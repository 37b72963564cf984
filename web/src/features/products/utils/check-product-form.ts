import { checkProductAssays } from '@oligowatch/science';
import { TOAST_DUPLICATE_NAME_MS, TOAST_DURATION_MS } from '@oligowatch/shared/constants';
import { commonConfirmMessages } from '@oligowatch/shared/messages/common';
import { productsApiMessages } from '@oligowatch/shared/messages/products';
import { confirmYesSchema } from '@oligowatch/shared/schemas/common';
import { type Product, productNameKey, productPayloadSchema } from '@oligowatch/shared/schemas/product';
import { sameAssays } from '@oligowatch/shared/version-assays';
import type { ToastMessage } from '../../../lib/toast';
import { type AssayFormValue, toAssayPayload } from './assay-form';

export interface ProductFormValues {
  name: string;
  /** Oligo ids, in the order picked. */
  oligos: string[];
  confirm: string;
  /** The version's assays (ours, issue 23). */
  assays: AssayFormValue[];
}

/**
 * SPEC.md section 5, product add and edit, in its order, then ours (at least one oligo, then the
 * assay rules the server applies: science/src/assays/check-product-assays.ts); the first failing
 * rule is the one shown. `nameOf` names an oligo id for a message.
 * On edit (`ownId`) the product itself does not count as a name clash.
 */
export const checkProductForm = (
  values: ProductFormValues,
  products: readonly Pick<Product, '_id' | 'name'>[],
  nameOf: (id: string) => string,
  ownId?: string,
): ToastMessage | null => {
  const name = productPayloadSchema.shape.name.safeParse(values.name);
  // Blank, or too long to store: the schema's own message.
  if (!name.success)
    return {
      message: name.error.issues[0]?.message ?? productsApiMessages.invalidName,
      durationMs: TOAST_DURATION_MS,
    };
  const key = productNameKey(name.data);
  if (products.some((product) => product._id !== ownId && productNameKey(product.name) === key))
    return { message: productsApiMessages.nameInUse(name.data), durationMs: TOAST_DUPLICATE_NAME_MS };
  if (!confirmYesSchema.safeParse(values.confirm).success)
    return { message: commonConfirmMessages.confirmYes, durationMs: TOAST_DURATION_MS };
  // Ours, after the spec's rules: a product without oligos could only fail later, in a report.
  if (values.oligos.length === 0)
    return { message: productsApiMessages.noOligos, durationMs: TOAST_DURATION_MS };
  const assays = checkProductAssays(values.oligos, toAssayPayload(values.assays), nameOf);
  return assays === null ? null : { message: assays, durationMs: TOAST_DURATION_MS };
};

/** The toast for a refusal from the server, which applies the same rules: a taken name stays 4 s. */
export const serverRefusalToast = (status: number, message: string): ToastMessage => ({
  message,
  durationMs: status === 409 ? TOAST_DUPLICATE_NAME_MS : TOAST_DURATION_MS,
});

/** Whether the form differs from what was loaded: another name, set of oligos, or grouping. */
export const isProductFormDirty = (values: ProductFormValues, initial: ProductFormValues): boolean => {
  if (values.name !== initial.name) return true;
  const before = new Set(initial.oligos);
  if (values.oligos.length !== before.size || values.oligos.some((id) => !before.has(id))) return true;
  return !sameAssays(toAssayPayload(values.assays), toAssayPayload(initial.assays));
};
