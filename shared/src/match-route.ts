import { type HttpMethod, type RouteDef, routes } from './routes';

export interface RouteMatch {
  route: RouteDef;
  pathParameters: Record<string, string>;
}

const splitPath = (path: string): string[] => path.split('/').filter(Boolean);

/**
 * Finds the route for a request the way API Gateway HTTP APIs do: a literal segment beats a
 * {param} at the same place, so GET /v1/oligos/archived never reaches GET /v1/oligos/{id}.
 */
export const matchRoute = (
  method: string,
  rawPath: string,
  table: readonly RouteDef[] = routes,
): RouteMatch | undefined => {
  const segments = splitPath(rawPath);
  let best: { match: RouteMatch; literalScore: number[] } | undefined;
  for (const route of table) {
    if (route.method !== (method.toUpperCase() as HttpMethod)) continue;
    const template = splitPath(route.path);
    if (template.length !== segments.length) continue;
    const pathParameters: Record<string, string> = {};
    const literalScore: number[] = [];
    let ok = true;
    template.forEach((part, i) => {
      const actual = segments[i] ?? '';
      const param = /^\{(\w+)\}$/.exec(part);
      if (param?.[1]) {
        if (actual === '') ok = false;
        pathParameters[param[1]] = safeDecode(actual);
        literalScore.push(0);
      } else {
        if (part !== actual) ok = false;
        literalScore.push(1);
      }
    });
    if (!ok) continue;
    if (!best || compareScores(literalScore, best.literalScore) > 0) {
      best = { match: { route, pathParameters }, literalScore };
    }
  }
  return best?.match;
};

/** Whether any route exists for the path under another method (for 405 vs 404). */
export const pathHasOtherMethods = (rawPath: string, table: readonly RouteDef[] = routes): boolean =>
  (['GET', 'POST', 'PUT', 'DELETE'] as const).some((m) => matchRoute(m, rawPath, table) !== undefined);

const compareScores = (a: number[], b: number[]): number => {
  for (let i = 0; i < a.length; i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
};

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};
