/**
 * The products feature's texts: the /v1/products routes and the product schema, the add and edit
 * forms, and the assays a version groups its oligos into (the form's fieldset and the view's table).
 *
 * Groups are named `<module><Family>Messages`: the module's name first, then the screen, the part
 * of a screen or the route family the group serves (`Api`: the feature's routes and the schemas they
 * validate with). No group name is another's with a word added or left out, and a text lives in one
 * group only (docs/decisions/0028-messages-by-feature.md). SPEC.md's texts are kept byte for byte;
 * comments saying "Ours" mark the texts the spec leaves unshown.
 */

import { NAME_MAX_LENGTH } from '../constants';

/** The /v1/products routes' answers and refusals, and the product schema's (also shown by the forms). */
export const productsApiMessages = {
  invalidName: 'Please enter a valid product name.',
  nameInUse: (name: string) => `Product name "${name}" is already in use. Please choose another name.`,
  // Ours: the spec leaves these unshown.
  notFound: 'Product not found.',
  nameTooLong: `Product names may be at most ${NAME_MAX_LENGTH} characters.`,
  changedMeanwhile: 'This product was changed by someone else meanwhile. Reload it and try again.',
  unknownOligos: (ids: readonly string[]) =>
    `No oligo has the id ${ids.map((id) => `"${id}"`).join(', ')}. Choose oligos from the catalogue.`,
  noOligos: 'A product needs at least one oligo. Add an oligo before saving.',
  // Ours (issue 23): the assays a version groups its oligos into.
  assayNameRequired: 'Please name every assay.',
  assayNameTooLong: `Assay names may be at most ${NAME_MAX_LENGTH} characters.`,
  assayNameTwice: (name: string) => `Two assays are named "${name}". Please give each assay its own name.`,
  assayEmpty: (name: string) => `Assay "${name}" has no oligos. Pick its oligos or remove the assay.`,
  oligoInNoAssay: (oligo: string) =>
    `Oligo "${oligo}" is in no assay. Put it in an assay, or remove it from the product.`,
  assayOligoNotInProduct: (name: string) =>
    `Assay "${name}" names an oligo that is not one of the product's oligos.`,
  assayMissingRoles: (name: string, roles: readonly string[]) =>
    `Assay "${name}" has no ${roles.join(' and no ')}, so it can detect no sample.`,
} as const;

/** The add and edit product forms (/products/add, /products/edit/{id}). */
export const productsFormMessages = {
  created: 'Product created successfully!',
  createFailed: 'Failed to create product. Please try again.',
  updated: 'Product updated successfully!',
  updateFailed: 'Failed to update product. Please try again.',
  fetchExistingFailed: 'Could not fetch existing products.',
  leavePage: 'Are you sure you want to leave this page? Any unsaved changes will be lost.',
} as const;

/** The assays of a product version (ours, issue 23): the forms' Assays fieldset and the view's table. */
export const productsAssaysMessages = {
  assaysLegend: 'Assays',
  assaysNote:
    'Group the oligos into the assays they make. Inside an assay, oligos of one role are alternatives: a sample is detected when a forward and a reverse primer (and a probe, if the assay has any) bind in order.',
  assayNameLabel: 'Assay name',
  assayOligosLabel: 'Oligos of this assay',
  assayLabel: (position: number) => `Assay ${position}`,
  addAssay: 'Add assay',
  removeAssay: 'Remove assay',
  pickOligosFirst: 'Pick the oligos above first.',
  inNoAssay: (names: readonly string[]) => `In no assay yet: ${names.join(', ')}.`,
  assaysOfVersion: (version: number) => `Assays of version ${version}`,
  assayColumns: ['Assay', 'Forward primers', 'Reverse primers', 'Probes'],
  alternativesJoin: ' or ',
  roleWordsLower: { forward: 'forward primer', reverse: 'reverse primer', probe: 'probe' },
} as const;
