/**
 * Names the deployed stack gives its resources, from the stage alone. The stack and the operator
 * commands that reach its resources (create-first-admin) both read them here, so they cannot drift.
 */

/** A stage names tables, the SSM parameter and the API: short and plain. */
export const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,19}$/;

/** Prefix of the stage's table and function names: `oligowatch-<stage>-accounts`, ... */
export const resourcePrefix = (stage: string): string => `oligowatch-${stage}`;

/** SSM parameter holding the app URL when the stack was deployed without `-c appUrl`. */
export const appUrlParameterName = (stage: string): string => `/oligowatch/${stage}/app-url`;
