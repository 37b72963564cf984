/** What the API suite's global setup hands to every test file. */
export interface StackInfo {
  apiUrl: string;
  sesUrl: string;
  /**
   * The fixture NCBI the handlers call (E-utilities base, ends in /entrez/eutils/). Tests steer it
   * over HTTP: POST `${ncbiUrl}__fixture/faults`, GET `${ncbiUrl}__fixture/requests`,
   * POST `${ncbiUrl}__fixture/reset`, and publish or revise records with POST
   * `${ncbiUrl}__fixture/records` (undone by POST `${ncbiUrl}__fixture/records/reset`; see
   * infra/src/local/ncbi-fixture/index.ts).
   */
  ncbiUrl: string;
  /**
   * The local scheduler's clock (the stack's scheduler is 'manual'): POST `${schedulerUrl}tick`
   * with `{ "now": ISO }` fires every schedule due then, once each, through the scheduledRun job's
   * handler, and answers `{ fired: [{ name, payload: { scheduleId, scheduledTime }, error? }] }`.
   */
  schedulerUrl: string;
  /** The handlers' environment: tables, endpoints, secret. */
  env: Record<string, string>;
  admin: { email: string; password: string };
  /** Where tests announce the ERROR lines they provoke on purpose (see expect-error-logs.ts). */
  errorLogUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}
