import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FUNCTIONS_SRC } from '@oligowatch/infra/local/repo-paths';
import type { RouteDef } from '@oligowatch/shared/routes';
import type * as z from 'zod';

/** What a route's handler validates: each part's schema when it is a contract's (shared/src/schemas). */
export interface RouteInputSchemas {
  /** Whether the handler declares a schema for the part at all (a handler with none ignores it). */
  declares: { body: boolean; params: boolean; query: boolean };
  body?: z.ZodType;
  params?: z.ZodType;
  query?: z.ZodType;
}

const PARTS = ['body', 'params', 'query'] as const;

/** The handler file's source, or the local factory's it calls (`makeSetArchivedHandler`). */
const specSourceOf = (file: string): { source: string; file: string } | undefined => {
  const source = readFileSync(file, 'utf8');
  if (source.includes('makeHandler(')) return { source, file };
  for (const [, from] of source.matchAll(/from '(\.\/[\w-]+)'/g)) {
    const local = join(file, '..', `${from}.ts`);
    if (readFileSync(local, 'utf8').includes('makeHandler(')) return specSourceOf(local);
  }
  return undefined;
};

/**
 * A route's input schemas, read from its handler's `makeHandler(name, { body, params, query })`
 * call: a schema imported from shared is loaded and returned; one written in the handler itself is
 * only known to be there (`declares`). Read from the source, not by loading the handler, which
 * would need the stack's configuration in the test's own process.
 */
export const routeInputSchemas = async (route: RouteDef): Promise<RouteInputSchemas> => {
  const found = specSourceOf(join(FUNCTIONS_SRC, `${route.handler}.ts`));
  const result: RouteInputSchemas = { declares: { body: false, params: false, query: false } };
  if (!found) return result;
  const call = found.source.slice(found.source.indexOf('makeHandler('));
  const spec = call.slice(0, call.search(/\basync\b/));
  const imports = [
    ...found.source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(@oligowatch\/shared\/[\w/-]+)'/g),
  ];
  for (const part of PARTS) {
    const name = new RegExp(`\\b${part}:\\s*(\\w+)`).exec(spec)?.[1];
    if (!name) continue;
    result.declares[part] = true;
    const from = imports.find(([, names]) => names?.split(',').some((n) => n.trim() === name))?.[2];
    if (!from) continue;
    const module = (await import(from)) as Record<string, unknown>;
    result[part] = module[name] as z.ZodType | undefined;
  }
  return result;
};
