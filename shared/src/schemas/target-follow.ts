import * as z from 'zod';
import { targetsFollowMessages } from '../messages/targets';

/**
 * Issue 32: a clade made by an import may follow its NCBI query, and a refresh job brings in what
 * NCBI published or revised since (DESIGN.md 6, "Targets that follow NCBI").
 */

/** The longest period between two refreshes, in days (a year, like a report schedule's days). */
export const FOLLOW_MAX_DAYS = 365;

/**
 * How often a followed clade is refreshed, as the form asks it: daily (the default), weekly, or
 * every N days. Stored and scheduled as a number of days.
 */
const frequencyFields = {
  frequency: z
    .enum(['daily', 'weekly', 'days'], { error: targetsFollowMessages.invalidFrequency })
    .default('daily'),
  days: z
    .number({ error: targetsFollowMessages.invalidFrequency })
    .int(targetsFollowMessages.invalidFrequency)
    .min(1, targetsFollowMessages.invalidFrequency)
    .max(FOLLOW_MAX_DAYS, targetsFollowMessages.invalidFrequency)
    .optional(),
};

/** The number of days between refreshes a frequency stands for; undefined: 'days' without N. */
const everyDaysOf = (raw: { frequency: 'daily' | 'weekly' | 'days'; days?: number }): number | undefined =>
  raw.frequency === 'daily' ? 1 : raw.frequency === 'weekly' ? 7 : raw.days;

export const followFrequencyInputSchema = z.object(frequencyFields).transform((raw, ctx) => {
  const everyDays = everyDaysOf(raw);
  if (everyDays === undefined) {
    ctx.addIssue({ code: 'custom', message: targetsFollowMessages.invalidFrequency });
    return z.NEVER;
  }
  return { everyDays };
});
export type FollowFrequencyInput = z.input<typeof followFrequencyInputSchema>;
export type FollowFrequency = z.output<typeof followFrequencyInputSchema>;

/** The filters of the import form, as the followed query keeps them. */
export const followedFiltersSchema = z.object({
  collectedAfter: z.union([z.literal('All'), z.number().int()]),
  completeOnly: z.boolean(),
  usaOnly: z.boolean(),
});

/** What a followed clade stores (on its CLADE item) and GET /v1/targets/{id}/follow answers. */
export const cladeFollowSchema = z.object({
  cladeID: z.string(),
  /** The esearch term of the import that made the clade (its filters included). */
  term: z.string(),
  filters: followedFiltersSchema,
  /** By taxonomy: every record goes under this taxon; by search term, under its own. */
  byTaxonomy: z.boolean(),
  taxonomicID: z.number().int(),
  commonName: z.string(),
  everyDays: z.number().int().min(1).max(FOLLOW_MAX_DAYS),
  followed_by: z.string(),
  followed_at: z.string(),
  /**
   * The high-water mark: the latest publication date (YYYY/MM/DD, NCBI's form) whose records were
   * fetched, i.e. the maxdate of the last search that completed (the import's day, at first).
   */
  high_water: z.string(),
  /** The maxdate of the last completed refresh's modification-date search (absent before one). */
  modified_through: z.string().optional(),
  last_refresh_id: z.string().optional(),
  last_refresh_at: z.string().optional(),
  /** The last refresh that completed (a failed one does not move these): how fresh the data is. */
  refreshed_id: z.string().optional(),
  refreshed_at: z.string().optional(),
});
export type CladeFollow = z.infer<typeof cladeFollowSchema>;

/**
 * PUT /v1/targets/{id}/follow: `following` true (the default) follows, or changes how often;
 * false stops following (its samples and history stay).
 */
export const setTargetFollowRequestSchema = z
  .object({ following: z.boolean().default(true), ...frequencyFields })
  .transform((raw, ctx) => {
    if (!raw.following) return { following: false as const };
    const everyDays = everyDaysOf(raw);
    if (everyDays === undefined) {
      ctx.addIssue({ code: 'custom', message: targetsFollowMessages.invalidFrequency });
      return z.NEVER;
    }
    return { following: true as const, everyDays };
  });
export type SetTargetFollowRequest = z.input<typeof setTargetFollowRequestSchema>;

/** The path's {id} of the follow routes: a clade ID (the taxonomic ID, or the one given at import). */
export const cladeIdParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, targetsFollowMessages.cladeNotFound),
});

export const REFRESH_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** One refresh of a followed clade: its window, its counts, and how it ended. */
export const refreshSchema = z.object({
  refreshId: z.string(),
  cladeID: z.string(),
  status: z.enum(REFRESH_STATUSES),
  /** Who asked: 'schedule', or the account that pressed Refresh now, or 'report'. */
  trigger: z.string(),
  term: z.string(),
  /** The publication-date window (YYYY/MM/DD) and the modification-date window. */
  published_from: z.string(),
  modified_from: z.string(),
  through: z.string(),
  /** What NCBI counted in each window. */
  ncbi_new: z.number().int().min(0),
  ncbi_modified: z.number().int().min(0),
  /** Distinct accessions to fetch (the two windows overlap) and those handled so far. */
  total: z.number().int().min(0),
  processed: z.number().int().min(0),
  new: z.number().int().min(0),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  conflicts: z.number().int().min(0),
  skipped: z.number().int().min(0),
  started_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().optional(),
  duration_ms: z.number().int().min(0).optional(),
  /** Why it failed, in words. */
  reason: z.string().optional(),
  /** The clade's sample count when it finished. */
  sample_count: z.number().int().min(0).optional(),
});
export type Refresh = z.infer<typeof refreshSchema>;

/**
 * GET /v1/targets/{id}/refreshes: the clade's follow (or null), whether it may follow (an import
 * made it), the refresh in progress (or null), and its refreshes, newest first, paged.
 */
export const refreshListResponseSchema = z.object({
  follow: cladeFollowSchema.nullable(),
  canFollow: z.boolean(),
  running: refreshSchema.nullable(),
  refreshes: z.array(refreshSchema),
  nextCursor: z.string().optional(),
});
export const refreshStartedResponseSchema = z.object({ message: z.string(), refreshId: z.string() });
export const followChangedResponseSchema = z.object({
  message: z.string(),
  follow: cladeFollowSchema.nullable(),
});
