import * as z from 'zod';
import { sumMonovalentMillimolar, toFreeMagnesiumMolar, toSodiumEquivalentMillimolar } from './cations';

/**
 * Salt corrections, Biopython's `saltcorr` numbering (see compute-salt-correction.ts): 0 none,
 * 1-4 add to Tm, 5 adds to deltaS (SantaLucia 1998), 6 Owczarzy 2004, 7 Owczarzy 2008 with Mg2+
 * and dNTPs (the product's default).
 */
export const SALT_CORRECTION_METHODS = [0, 1, 2, 3, 4, 5, 6, 7] as const;

/**
 * Limits of each setting: wide enough for any PCR or hybridisation buffer (PCR uses about 1.5-6 mM
 * Mg2+ and 0.2-1 mM dNTPs), narrow enough that a slip of the unit (3000 mM Mg2+, 0 nM oligo) is
 * caught rather than turned into a Tm.
 */
export const TM_CONDITION_BOUNDS = {
  na_mm: { label: 'Na+', min: 0, max: 1000, unit: 'mM' },
  k_mm: { label: 'K+', min: 0, max: 1000, unit: 'mM' },
  tris_mm: { label: 'Tris', min: 0, max: 1000, unit: 'mM' },
  mg_mm: { label: 'Mg2+', min: 0, max: 100, unit: 'mM' },
  dntps_mm: { label: 'dNTPs', min: 0, max: 100, unit: 'mM' },
  /** Above 0: the oligo must be there to bind. */
  oligo_nm: { label: 'The oligo concentration', min: 0, max: 1_000_000, unit: 'nM', aboveMin: true },
  template_nm: { label: 'The template concentration', min: 0, max: 1_000_000, unit: 'nM' },
} as const;

type BoundedField = keyof typeof TM_CONDITION_BOUNDS;
type Bound = { label: string; min: number; max: number; unit: string; aboveMin?: boolean };

const rangeWords = (b: Bound): string =>
  b.aboveMin ? `above ${b.min} and at most ${b.max} ${b.unit}` : `from ${b.min} to ${b.max} ${b.unit}`;

export const tmConditionsMessages = {
  outOfRange: (b: Bound) => `${b.label} must be a number ${rangeWords(b)}.`,
  saltCorrection: 'The salt correction must be one of 0 (none) to 7 (Owczarzy 2008, with Mg2+ and dNTPs).',
  // Tm_NN's k = [oligo] - [template]/2 must stay positive (its logarithm enters the Tm).
  oligoNotInExcess: 'The oligo concentration must be more than half the template concentration.',
  noCations: 'The salt correction needs some cations: Na+, K+, Tris or Mg2+ above 0 mM.',
} as const;

const boundedNumber = (field: BoundedField) => {
  const bound: Bound = TM_CONDITION_BOUNDS[field];
  const message = tmConditionsMessages.outOfRange(bound);
  const base = z.number({ error: message }).max(bound.max, message);
  return bound.aboveMin ? base.gt(bound.min, message) : base.min(bound.min, message);
};

const tmConditionsShape = z.object({
  /** Na+, mM. */
  na_mm: boundedNumber('na_mm'),
  /** K+, mM. */
  k_mm: boundedNumber('k_mm'),
  /** Tris buffer, mM. */
  tris_mm: boundedNumber('tris_mm'),
  /** Mg2+, mM. */
  mg_mm: boundedNumber('mg_mm'),
  /** dNTPs (all four together), mM. */
  dntps_mm: boundedNumber('dntps_mm'),
  /** The oligo, the strand in excess (Biopython's dnac1), nM. */
  oligo_nm: boundedNumber('oligo_nm'),
  /** The template (Biopython's dnac2), nM; 0 in PCR, where the template is scarce. */
  template_nm: boundedNumber('template_nm'),
  salt_correction: z.literal(SALT_CORRECTION_METHODS, { error: tmConditionsMessages.saltCorrection }),
});

/** Reaction conditions of a Tm, settable per report beside the verdict thresholds. */
export type TmConditions = z.infer<typeof tmConditionsShape>;

/**
 * What no single field shows: the rules that combine fields, where Biopython would raise or take
 * the logarithm of zero. Undefined when the conditions are usable.
 */
const findCombinedProblem = (c: TmConditions): string | undefined => {
  if (!(c.oligo_nm - c.template_nm / 2 > 0)) return tmConditionsMessages.oligoNotInExcess;
  if (c.salt_correction === 0) return undefined;
  // Method 7 falls back on Mg2+ alone when there is no monovalent ion; the others need the sodium equivalent.
  const hasCations =
    c.salt_correction === 7
      ? sumMonovalentMillimolar(c) > 0 || toFreeMagnesiumMolar(c) > 0
      : toSodiumEquivalentMillimolar(c) > 0;
  return hasCations ? undefined : tmConditionsMessages.noCations;
};

/** The first field out of bounds, in words, or undefined: the schema's field checks, for plain objects. */
const findFieldProblem = (c: TmConditions): string | undefined => {
  for (const field of Object.keys(TM_CONDITION_BOUNDS) as BoundedField[]) {
    const bound: Bound = TM_CONDITION_BOUNDS[field];
    const value = c[field];
    const fits =
      typeof value === 'number' &&
      Number.isFinite(value) &&
      value <= bound.max &&
      (bound.aboveMin ? value > bound.min : value >= bound.min);
    if (!fits) return tmConditionsMessages.outOfRange(bound);
  }
  if (!(SALT_CORRECTION_METHODS as readonly number[]).includes(c.salt_correction)) {
    return tmConditionsMessages.saltCorrection;
  }
  return undefined;
};

// The combined rules are checked once every field is in bounds, so one slip gives one message.
export const tmConditionsSchema = tmConditionsShape.superRefine((conditions, ctx) => {
  if (findFieldProblem(conditions) !== undefined) return;
  const problem = findCombinedProblem(conditions);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/**
 * The check the pure functions make on conditions that did not come through the schema (they never
 * throw): the first problem in words, or undefined. Same bounds and messages as the schema.
 */
export const findTmConditionsProblem = (c: TmConditions): string | undefined =>
  findFieldProblem(c) ?? findCombinedProblem(c);

/**
 * The product's defaults (issue 24): a typical qPCR mix with the oligo at 250 nM in excess of its
 * template, corrected for Na+, Mg2+ and dNTPs by Owczarzy et al. (2008).
 */
export const DEFAULT_TM_CONDITIONS: Readonly<TmConditions> = {
  na_mm: 50,
  k_mm: 0,
  tris_mm: 0,
  mg_mm: 3,
  dntps_mm: 0.8,
  oligo_nm: 250,
  template_nm: 0,
  salt_correction: 7,
};

/** Biopython's own Tm_NN defaults (Na+ 50 mM, both strands 25 nM, method 5): its docstring's values use them. */
export const BIOPYTHON_TM_CONDITIONS: Readonly<TmConditions> = {
  na_mm: 50,
  k_mm: 0,
  tris_mm: 0,
  mg_mm: 0,
  dntps_mm: 0,
  oligo_nm: 25,
  template_nm: 25,
  salt_correction: 5,
};
