import * as z from 'zod';
import { collectionDateIso } from '../collection-date';
import { reportsWindowMessages } from '../messages/reports';

/**
 * Issue 33: which samples of the clade a report reads. `all` (the default, as before); collected
 * in the last N days, weeks or months counted back from the run; collected between two dates
 * (both included); published (made public in NCBI) since a date. A schedule stores the window as
 * given, and each run freezes its concrete dates into its report (frozenWindowSchema).
 */
export const WINDOW_UNITS = ['d', 'w', 'm'] as const;
/** The longest rolling window: ten years in any unit. */
export const WINDOW_AMOUNT_MAX = { d: 3650, w: 520, m: 120 } as const;

const isoDay = z
  .string()
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && collectionDateIso(value) === value);

export const sampleWindowSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({
    kind: z.literal('collected_last'),
    amount: z.number().int().min(1),
    unit: z.enum(WINDOW_UNITS),
  }),
  z.object({ kind: z.literal('collected_between'), from: isoDay, to: isoDay }),
  z.object({ kind: z.literal('published_since'), since: isoDay }),
]);
export type SampleWindow = z.infer<typeof sampleWindowSchema>;

/** The first problem of a window as our message names it (never zod's words). */
export const windowProblemOf = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return reportsWindowMessages.invalid;
  const v = value as Record<string, unknown>;
  switch (v.kind) {
    case 'all':
      return undefined;
    case 'collected_last': {
      if (!(WINDOW_UNITS as readonly unknown[]).includes(v.unit)) return reportsWindowMessages.unitInvalid;
      const max = WINDOW_AMOUNT_MAX[v.unit as (typeof WINDOW_UNITS)[number]];
      if (typeof v.amount !== 'number' || !Number.isInteger(v.amount) || v.amount < 1 || v.amount > max)
        return reportsWindowMessages.amountInvalid(WINDOW_AMOUNT_MAX);
      return undefined;
    }
    case 'collected_between': {
      for (const field of ['from', 'to'] as const)
        if (!isoDay.safeParse(v[field]).success) return reportsWindowMessages.dateInvalid(field);
      return (v.from as string) > (v.to as string) ? reportsWindowMessages.fromAfterTo : undefined;
    }
    case 'published_since':
      return isoDay.safeParse(v.since).success ? undefined : reportsWindowMessages.dateInvalid('since');
    default:
      return reportsWindowMessages.invalid;
  }
};

/** `window` as POST /v1/parasail and PUT /v1/report/upcoming/{id} read it: a clear 400 in our words. */
export const sampleWindowInputSchema = z.unknown().transform((value, ctx): SampleWindow => {
  const problem = windowProblemOf(value);
  const parsed = problem ? undefined : sampleWindowSchema.safeParse(value);
  if (parsed?.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: problem ?? reportsWindowMessages.invalid });
  return z.NEVER;
});

/** Samples a window left out apart, neither in nor out: how many, and the first accessions. */
export const windowApartSchema = z.object({
  count: z.number().int().min(0),
  first: z.array(z.string()),
});

/**
 * The window a report was made with, frozen by its plan: the window as asked, which date it
 * reads, its concrete days (both included; `to` absent: open-ended), and what it found: the
 * samples inside, those whose coarse date straddles an edge, and those with no such date.
 */
export const frozenWindowSchema = z.object({
  window: sampleWindowSchema,
  basis: z.enum(['collected', 'published']),
  from: z.string(),
  to: z.string().optional(),
  inside: z.number().int().min(0),
  too_coarse: windowApartSchema,
  undated: windowApartSchema,
});
export type FrozenWindow = z.infer<typeof frozenWindowSchema>;
