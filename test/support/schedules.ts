import { randomInt } from 'node:crypto';
import { createOligoResponseSchema } from '@oligowatch/shared/schemas/oligo';
import { productResponseSchema } from '@oligowatch/shared/schemas/product';
import type { ReportDetail } from '@oligowatch/shared/schemas/report';
import {
  type ScheduleDetail,
  type ScheduleRun,
  scheduleDetailSchema,
  scheduleRunsResponseSchema,
} from '@oligowatch/shared/schemas/schedule';
import { expect } from 'vitest';
import * as z from 'zod';
import { api, pollUntil, stack } from './api';
import { waitForReport } from './reports';

/**
 * Helpers of the recurring-report API tests: a product of one oligo and a clade of hand-made
 * samples of our own (so a test decides exactly which samples carry a mismatch under the oligo),
 * scheduling through POST /v1/parasail, and the local scheduler's clock (the suite's stack never
 * fires by itself: a test moves its clock with `tick`).
 */

/** A 24-base oligo, 5'->3' as written, on the sample's own strand. */
export const OLIGO = 'GATTACAGGCTCCATGACCTAGCA';

/** Deterministic bases around the oligo's site (an LCG: the same genome on every run). */
const flank = (seed: number, length: number): string => {
  let state = seed;
  let out = '';
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    out += 'ACGT'[state % 4];
  }
  return out;
};

/** `site` replaces the oligo in the genome: the oligo itself, or a variant of it. */
export const genomeWith = (site: string, seed: number): string =>
  `${flank(seed, 120)}${site}${flank(seed + 7, 120)}`;

/** The oligo with the base `fromEnd` positions before its 3' end (1 = the last base) changed. */
export const withMismatchNear3End = (fromEnd: number): string => {
  const i = OLIGO.length - fromEnd;
  const base = OLIGO.charAt(i);
  return `${OLIGO.slice(0, i)}${base === 'A' ? 'C' : 'A'}${OLIGO.slice(i + 1)}`;
};

export const unique = (label: string): string => `${label} ${Date.now().toString(36)}${randomInt(1e6)}`;

export interface TestClade {
  taxonomicID: number;
  name: string;
}

/** A taxon of its own (its own clade), far from the seeded and fixture ones. */
export const newClade = (): TestClade => {
  const taxonomicID = 980_000_000 + randomInt(1_000_000);
  return { taxonomicID, name: `Schedule test virus ${taxonomicID}` };
};

/** Adds one sample to the clade through POST /v1/target (manual entry). */
export const addSample = async (
  token: string,
  clade: TestClade,
  accession: string,
  site: string,
  seed: number,
) => {
  const genome = genomeWith(site, seed);
  const res = await api('POST', '/v1/target', {
    token,
    body: {
      common_name: clade.name,
      taxonomicID: String(clade.taxonomicID),
      genomic_sequence: genome,
      accessionID: accession,
      geo_loc_name: 'Nowhere',
      islolate: accession,
      sequence_length: String(genome.length),
      collection_date: '2026-01-15',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};

/** An oligo and a product made of it; returns the product's id. */
export const createProduct = async (token: string, label: string): Promise<string> => {
  const oligo = await api('POST', '/v1/oligos', {
    token,
    body: { name: unique(`${label} oligo`), sequence: OLIGO, dna_strand_positive: true },
  });
  expect(oligo.status, JSON.stringify(oligo.body)).toBe(201);
  const product = await api('POST', '/v1/products', {
    token,
    body: {
      name: unique(`${label} product`),
      oligos: [createOligoResponseSchema.parse(oligo.body).data._id],
    },
  });
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  return productResponseSchema.parse(product.body).product._id;
};

export const scheduledAnswerSchema = z.object({
  message: z.string(),
  reportId: z.string(),
  schedule_id: z.string(),
  next_run_date: z.string(),
});

export const scheduleReport = async (
  token: string,
  body: {
    title: string;
    productId: string;
    clade: TestClade;
    frequency: unknown;
    alert?: unknown;
    verdictThresholds?: unknown;
  },
) => {
  const res = await api('POST', '/v1/parasail', {
    token,
    body: {
      report_title: body.title,
      clade_id: String(body.clade.taxonomicID),
      target_name: body.clade.name,
      product: body.productId,
      frequency: body.frequency,
      ...(body.alert ? { alert: body.alert } : {}),
      ...(body.verdictThresholds ? { verdict_thresholds: body.verdictThresholds } : {}),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return scheduledAnswerSchema.parse(res.body);
};

export const listUpcoming = async (token: string): Promise<ScheduleDetail[]> => {
  const res = await api('GET', '/v1/report/upcoming', { token });
  expect(res.status).toBe(200);
  return z.object({ scheduled_reports: z.array(scheduleDetailSchema) }).parse(res.body).scheduled_reports;
};

export const getSchedule = async (token: string, id: string): Promise<ScheduleDetail | undefined> =>
  (await listUpcoming(token)).find((s) => s._id === id);

export const listRuns = async (token: string, id: string): Promise<ScheduleRun[]> => {
  const res = await api('GET', `/v1/report/upcoming/${id}/runs`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return scheduleRunsResponseSchema.parse(res.body).runs;
};

const firedSchema = z.object({
  fired: z.array(
    z.object({
      name: z.string(),
      // A followed clade's schedule (issue 32) fires with its clade instead of a schedule id.
      payload: z.object({
        scheduleId: z.string().optional(),
        cladeID: z.string().optional(),
        scheduledTime: z.string(),
      }),
      error: z.string().optional(),
    }),
  ),
});

/** Moves the local scheduler's clock to `now`: fires what is due then; the firings of schedule `id`. */
export const tick = async (now: Date | string, id?: string) => {
  const res = await fetch(`${stack().schedulerUrl}tick`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: new Date(now).toISOString() }),
  });
  expect(res.status).toBe(200);
  const { fired } = firedSchema.parse(await res.json());
  return id ? fired.filter((f) => f.payload.scheduleId === id) : fired;
};

/** An ISO time plus some minutes (a tick just after a due time). */
export const plusMinutes = (iso: string, minutes: number): string =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

export const DAY_MS = 24 * 60 * 60_000;
export const plusDays = (iso: string, days: number): string =>
  new Date(Date.parse(iso) + days * DAY_MS).toISOString();

/**
 * A completed scheduled run's report once its comparison is stored (the report's run writes it just
 * after marking the report complete): at most 40 polls, 250 ms apart.
 */
export const waitForComparison = async (token: string, id: string): Promise<ReportDetail> => {
  const { value, done } = await pollUntil(
    () => waitForReport(token, id),
    (report) => Boolean(report.comparison),
    { attempts: 40 },
  );
  if (!done) throw new Error(`report ${id} has no comparison`);
  return value;
};

/** Fires schedule `id`'s run due at `dueAt` (a tick a minute after it) and waits for its compared report. */
export const fireScheduledRun = async (token: string, id: string, dueAt: string): Promise<ReportDetail> => {
  const fired = await tick(plusMinutes(dueAt, 1), id);
  expect(fired).toHaveLength(1);
  expect(fired[0]?.error).toBeUndefined();
  const [latest] = await listRuns(token, id);
  return waitForComparison(token, latest?.report_id as string);
};
