import { DEFAULT_ASSAY_NAME } from '@oligowatch/shared/constants';
import type { ProductAssay } from '@oligowatch/shared/schemas/product';

/** One assay as the product form edits it: `key` keeps its controls while assays come and go. */
export interface AssayFormValue {
  key: string;
  name: string;
  /** Oligo ids, in the order picked. */
  oligos: string[];
}

/** 'Assay n' for the smallest n (from 1) no assay uses, compared trimmed and case-insensitively. */
export const freeAssayName = (taken: readonly string[]): string => {
  const used = new Set(taken.map((name) => name.trim().toLowerCase()));
  for (let n = 1; ; n++) if (!used.has(`assay ${n}`)) return `Assay ${n}`;
};

let lastKey = 0;
const nextKey = (): string => `assay-${++lastKey}`;

export const assaysFormOf = (assays: readonly ProductAssay[]): AssayFormValue[] =>
  assays.map((assay) => ({ key: nextKey(), name: assay.name, oligos: [...assay.oligos] }));

/** A new product's one assay: every oligo picked goes into it while it is the only one. */
export const firstAssays = (oligoIds: readonly string[] = []): AssayFormValue[] => [
  { key: nextKey(), name: DEFAULT_ASSAY_NAME, oligos: [...oligoIds] },
];

/** Another assay, empty, named 'Assay n' with the first n no assay uses. */
export const addAssay = (assays: readonly AssayFormValue[]): AssayFormValue[] => [
  ...assays,
  { key: nextKey(), name: freeAssayName(assays.map((assay) => assay.name)), oligos: [] },
];

/**
 * The assays after the product's oligos changed from `previous` to `next`: an oligo taken out of
 * the product leaves every assay; one added joins the assay when there is only one (the usual
 * product), and otherwise waits for the person to put it in one.
 */
export const followOligos = (
  assays: readonly AssayFormValue[],
  next: readonly string[],
  previous: readonly string[],
): AssayFormValue[] => {
  const kept = new Set(next);
  const added = next.filter((id) => !previous.includes(id));
  return assays.map((assay) => ({
    ...assay,
    oligos: [...assay.oligos.filter((id) => kept.has(id)), ...(assays.length === 1 ? added : [])],
  }));
};

/** The picked oligos no assay holds yet, in the order picked. */
export const ungroupedOligos = (assays: readonly AssayFormValue[], oligoIds: readonly string[]): string[] => {
  const grouped = new Set(assays.flatMap((assay) => assay.oligos));
  return oligoIds.filter((id) => !grouped.has(id));
};

/** What POST and PUT /v1/products take. */
export const toAssayPayload = (assays: readonly AssayFormValue[]): ProductAssay[] =>
  assays.map(({ name, oligos }) => ({ name, oligos }));
