import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type RouteDef, routeKey } from '@oligowatch/shared/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { FUNCTIONS_SRC } from './repo-paths';

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

const loaded = new Map<string, Promise<LambdaHandler>>();

/** Loads functions/src/<handler>.ts once, as a Lambda would load its bundle once per cold start. */
export const loadHandler = (route: RouteDef): Promise<LambdaHandler> => {
  let handler = loaded.get(route.handler);
  if (!handler) {
    const file = pathToFileURL(join(FUNCTIONS_SRC, `${route.handler}.ts`)).href;
    handler = import(file).then((mod: { handler?: LambdaHandler }) => {
      if (typeof mod.handler !== 'function')
        throw new Error(`${route.handler}.ts does not export a handler (${routeKey(route)})`);
      return mod.handler;
    });
    loaded.set(route.handler, handler);
  }
  return handler;
};
