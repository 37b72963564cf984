/**
 * The house's floors and rooms (docs/decisions/0017-feature-slices.md): which zone a file is in,
 * and which zones it may import from. One table, read by the lint (check-boundaries.ts) and held
 * to by a table-driven test of folder pairs (zones.test.ts).
 */
export type Zone =
  /** The contract; `server` for its parts that describe the deployment (SHARED_SERVER_PARTS). */
  | { readonly floor: 'shared'; readonly server: boolean }
  /** @oligowatch/science, by its top folder (mismatch, tm, ...; '' for its entry files). */
  | { readonly floor: 'science'; readonly folder: string }
  | { readonly floor: 'functions-lib' }
  | { readonly floor: 'functions-feature'; readonly feature: string }
  /** Tests over every function at once (the cold-start check of each row). */
  | { readonly floor: 'functions-root' }
  | { readonly floor: 'web-feature'; readonly feature: string }
  | { readonly floor: 'web-app' }
  | { readonly floor: 'web-shared' }
  | { readonly floor: 'web-test' }
  /** The composition and test roots: the CDK app, the local stack, cross-package tests, benches. */
  | { readonly floor: 'root' };

/**
 * The contract's server parts: what describes the deployment (tables and their keys, the job and
 * route tables, grants, workflows, the functions' settings) rather than what data looks like. The
 * science reads the contract's pure parts (schemas, messages, constants, IUPAC, dates) and never
 * these: it runs in the browser and the CLI as well, where there are no tables or jobs.
 */
export const SHARED_SERVER_PARTS: readonly RegExp[] = [
  /^shared\/src\/tables(\.ts|\/)/,
  /^shared\/src\/(jobs|routes|match-route|grants|workflows|function-settings|job-function-env-var)\.ts$/,
];

/** The zone of a repo-relative path, or undefined for a file outside the source trees. */
export const zoneOf = (path: string): Zone | undefined => {
  const parts = path.split('/');
  const [top, src, third] = parts;
  if (top === 'shared' && src === 'src')
    return { floor: 'shared', server: SHARED_SERVER_PARTS.some((re) => re.test(path)) };
  if (top === 'science' && src === 'src')
    return { floor: 'science', folder: parts.length > 3 ? (third ?? '') : '' };
  if (top === 'functions' && src === 'src') {
    if (parts.length === 3) return { floor: 'functions-root' };
    return third === 'lib'
      ? { floor: 'functions-lib' }
      : { floor: 'functions-feature', feature: third ?? '' };
  }
  if (top === 'web' && src === 'src') {
    if (third === 'features' && parts[3]) return { floor: 'web-feature', feature: parts[3] };
    if (third === 'app') return { floor: 'web-app' };
    if (third === 'lib' || third === 'components') return { floor: 'web-shared' };
    if (third === 'test') return { floor: 'web-test' };
    // web/src/main.tsx and the like: the app's entry.
    return { floor: 'web-app' };
  }
  if (top === 'infra' || top === 'test' || top === 'bench') return { floor: 'root' };
  return undefined;
};

const describe = (zone: Zone): string => {
  if ('feature' in zone) return `${zone.floor.replace('-feature', '')} feature "${zone.feature}"`;
  return zone.floor === 'shared' && zone.server ? "the contract's server parts" : zone.floor;
};

/**
 * Why `from` may not import `to`, or undefined when it may. The messages say what to do instead:
 * a shared piece moves down a floor (lib, components, shared) or up to where features are composed.
 */
export const refusalOf = (from: Zone, to: Zone, options: { fromTest?: boolean } = {}): string | undefined => {
  const sameFeature = 'feature' in from && 'feature' in to && from.feature === to.feature;
  // web/src/test is the web tests' harness (rendering the app with its providers, fetch mocks):
  // any web test may use it, no web code may.
  if (to.floor === 'web-test' && from.floor.startsWith('web-') && from.floor !== 'web-test')
    return options.fromTest ? undefined : `Only tests import web/src/test (${describe(from)}).`;
  switch (from.floor) {
    case 'shared':
      if (to.floor === 'shared') return undefined;
      return to.floor === 'science'
        ? 'shared never imports the science: the contract is what the science reads. Move what the contract needs into shared (as the Tm conditions schema is).'
        : 'shared never imports functions, infra or web: it is the contract they all read.';
    case 'science':
      if (to.floor === 'science') return undefined;
      if (to.floor === 'shared')
        return to.server
          ? "The science reads the contract's pure parts (schemas, messages, constants, IUPAC), never its server parts (tables, jobs, routes, grants, workflows, function settings): it runs in the browser and the CLI too."
          : undefined;
      return `The science imports only itself and shared, not ${describe(to)}.`;
    case 'functions-lib':
      if (to.floor === 'functions-lib' || to.floor === 'shared' || to.floor === 'science') return undefined;
      return to.floor === 'functions-feature'
        ? `functions/src/lib never imports a feature (${describe(to)}): lib is what every feature uses and none owns.`
        : `functions/src/lib imports only lib and shared, not ${describe(to)}.`;
    case 'functions-feature':
      if (sameFeature || to.floor === 'functions-lib' || to.floor === 'shared' || to.floor === 'science')
        return undefined;
      return to.floor === 'functions-feature'
        ? `A server feature never imports another feature (${describe(from)} -> ${describe(to)}): share through shared/ (contracts, table contracts), functions/src/lib, or a job of the job table.`
        : `A server feature imports only itself, functions/src/lib and shared, not ${describe(to)}.`;
    case 'functions-root':
      return to.floor === 'functions-lib' || to.floor === 'shared' || to.floor === 'science'
        ? undefined
        : `functions/src's own files import only lib and shared, not ${describe(to)}.`;
    case 'web-feature':
      if (sameFeature || to.floor === 'web-shared' || to.floor === 'shared' || to.floor === 'science')
        return undefined;
      if (to.floor === 'web-feature')
        return `A web feature never imports another feature (${describe(from)} -> ${describe(to)}): move the shared piece into web/src/lib or web/src/components, or compose the two in web/src/app.`;
      if (to.floor === 'web-app')
        return `A web feature never imports web/src/app (${describe(from)}): the app composes features, not the other way round.`;
      return `web never imports functions or infra (${describe(from)} -> ${describe(to)}).`;
    case 'web-app':
      return ['web-feature', 'web-app', 'web-shared', 'web-test', 'shared', 'science'].includes(to.floor)
        ? undefined
        : `web never imports functions or infra (web/src/app -> ${describe(to)}).`;
    case 'web-shared':
      if (to.floor === 'web-shared' || to.floor === 'shared' || to.floor === 'science') return undefined;
      if (to.floor === 'web-feature' || to.floor === 'web-app')
        return `web/src/lib and web/src/components never import ${describe(to)}: they are what features share.`;
      return `web/src/lib and web/src/components import only themselves and shared, not ${describe(to)}.`;
    case 'web-test':
      return ['web-app', 'web-shared', 'web-test', 'shared', 'science'].includes(to.floor)
        ? undefined
        : `web/src/test's harness imports only the app, web/src/lib, web/src/components and shared, not ${describe(to)}.`;
    case 'root':
      return undefined;
  }
};
