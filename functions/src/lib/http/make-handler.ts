import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { INPUT_VALUE_MAX_BYTES } from '@oligowatch/shared/constants';
import { commonApiMessages } from '@oligowatch/shared/messages/common';
import { findRouteByName, type RouteDef, type RouteName, routeKey } from '@oligowatch/shared/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import { checkConfigAtColdStart } from '../config';
import { errorCatalogue, forbidden, invalid, isDomainError, notFound } from '../errors';
import { logger } from '../logger';
import { getOriginKey } from '../secrets';
import { authenticate, authorize, type Caller } from './authenticate';
import { issueMessagesFor, type RequestPart } from './issue-message';
import { parseJsonBody } from './json-body';
import { isFromOrigin } from './origin-check';
import { type HandlerResult, jsonResponse } from './responses';

type AnySchema = z.ZodType;
type Infer<S> = S extends AnySchema ? z.output<S> : undefined;

type RawQuery = Record<string, string | undefined>;

export interface HandlerInput<B, P, Q = RawQuery> {
  body: B;
  params: P;
  /** The query string, validated when the spec gives a `query` schema. */
  query: Q;
  /** Set on 'user' and 'admin' routes; absent on public ones. */
  caller: Caller | undefined;
  route: RouteDef;
  sourceIp: string;
  headers: Record<string, string | undefined>;
}

export interface HandlerSpec<
  BS extends AnySchema | undefined,
  PS extends AnySchema | undefined,
  QS extends AnySchema | undefined = undefined,
> {
  /**
   * Validates the JSON body; the first problem's message becomes the 400 message: the schema's own,
   * or ours for that kind of problem (issue-message.ts).
   */
  body?: BS;
  /** Validates path parameters. */
  params?: PS;
  /** Validates query-string parameters (each a string, or absent): coerce numbers in the schema. */
  query?: QS;
}

/** What the middlewares work out, carried to the handler on the Lambda context (middy's usual way). */
interface Parsed {
  route: RouteDef;
  caller: Caller | undefined;
  body: unknown;
  params: unknown;
  query: unknown;
}
type ContextWithParsed = Context & { parsed: Parsed };

const parsedOf = (request: { context: Context }): Parsed => {
  const context = request.context as ContextWithParsed;
  context.parsed ??= {
    route: undefined as unknown as RouteDef,
    caller: undefined,
    body: undefined,
    params: undefined,
    query: undefined,
  };
  return context.parsed;
};

/** In AWS, only what came through CloudFront: its header proves it (origin-check.ts). */
const verifyOrigin = (): MiddlewareObj<APIGatewayProxyEventV2> => ({
  before: async (request) => {
    if (!isFromOrigin(request.event.headers ?? {}, await getOriginKey()))
      throw forbidden(commonApiMessages.notThroughCloudFront);
  },
});

/**
 * This function's row of the route table: its auth level is the only one that counts. An event
 * for another route (a wiring mistake) finds nothing here.
 */
const resolveRoute = (route: RouteDef): MiddlewareObj<APIGatewayProxyEventV2> => ({
  before: (request) => {
    if (request.event.routeKey !== routeKey(route)) throw notFound('route', commonApiMessages.routeNotFound);
    parsedOf(request).route = route;
  },
});

const authenticateCaller = (): MiddlewareObj<APIGatewayProxyEventV2> => ({
  before: async (request) => {
    const parsed = parsedOf(request);
    if (parsed.route.auth === 'public') return;
    const caller = await authenticate(request.event.headers ?? {});
    authorize(caller, parsed.route.auth);
    parsed.caller = caller;
  },
});

/**
 * Every path parameter and query value, on every route, before any schema: none of ours is longer
 * (ids, tokens, cursors), and a longer one would only make a DynamoDB key fail (a 500) further on.
 */
const assertBoundedValues = (values: Record<string, string | undefined> | undefined): void => {
  for (const [name, value] of Object.entries(values ?? {})) {
    if (
      Buffer.byteLength(name) > INPUT_VALUE_MAX_BYTES ||
      Buffer.byteLength(value ?? '') > INPUT_VALUE_MAX_BYTES
    )
      throw invalid(commonApiMessages.valueTooLong(name.slice(0, 64)));
  }
};

/**
 * The first problem's message: the schema's own where it gives one, else ours for that kind of
 * problem (issue-message.ts): never zod's wording (ADR 0030).
 */
const validate = (schema: AnySchema, value: unknown, part: RequestPart): unknown => {
  const result = schema.safeParse(value, { error: issueMessagesFor(part) });
  if (!result.success) throw invalid(result.error.issues[0]?.message ?? commonApiMessages.fieldInvalid(part));
  return result.data;
};

const validateInput = (
  spec: HandlerSpec<AnySchema | undefined, AnySchema | undefined, AnySchema | undefined>,
): MiddlewareObj<APIGatewayProxyEventV2> => ({
  before: (request) => {
    const parsed = parsedOf(request);
    assertBoundedValues(request.event.pathParameters);
    assertBoundedValues(request.event.queryStringParameters);
    const body = parseJsonBody(request.event);
    parsed.body = body;
    if (spec.body) parsed.body = validate(spec.body, body ?? {}, 'body');
    if (spec.params) parsed.params = validate(spec.params, request.event.pathParameters ?? {}, 'params');
    const query = request.event.queryStringParameters ?? {};
    parsed.query = spec.query ? validate(spec.query, query, 'query') : query;
  },
});

/**
 * Last line of defence: a domain error answers with its code's status (errorCatalogue) and its
 * message; anything else is a bare 500 that never carries an internal message or stack.
 */
const handleErrors = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> => ({
  onError: (request) => {
    const error = request.error;
    if (isDomainError(error)) {
      const { status } = errorCatalogue[error.code];
      if (status >= 500 && error.code !== 'notImplemented') logger.error('Request failed', { error });
      else logger.info('Request refused', { status, code: error.code, reason: error.message });
      request.response = jsonResponse(status, { message: error.message });
      return;
    }
    logger.error('Unhandled error', { error });
    request.response = jsonResponse(500, { message: commonApiMessages.internal });
  },
});

/**
 * The one way to write a /v1 handler, for the route table's row `name`: header normalising, JSON
 * body, auth from the row, zod validation, then the handler; errors become `{ message }` with
 * their code's status. Called at a handler module's top level, it checks there that the settings
 * the row's grants need are configured: a missing variable fails the cold start, naming it.
 */
export const makeHandler = <
  BS extends AnySchema | undefined = undefined,
  PS extends AnySchema | undefined = undefined,
  QS extends AnySchema | undefined = undefined,
>(
  name: RouteName,
  spec: HandlerSpec<BS, PS, QS>,
  run: (
    input: HandlerInput<Infer<BS>, Infer<PS>, QS extends AnySchema ? z.output<QS> : RawQuery>,
  ) => Promise<HandlerResult>,
) => {
  checkConfigAtColdStart({ route: name });
  const route = findRouteByName(name);
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(handleErrors())
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(httpHeaderNormalizer())
    .use(verifyOrigin())
    .use(resolveRoute(route))
    .use(authenticateCaller())
    .use(validateInput(spec))
    .handler(async (event, context): Promise<APIGatewayProxyStructuredResultV2> => {
      const parsed = (context as ContextWithParsed).parsed;
      const headers = event.headers ?? {};
      const result = await run({
        body: parsed.body as Infer<BS>,
        params: parsed.params as Infer<PS>,
        query: parsed.query as QS extends AnySchema ? z.output<QS> : RawQuery,
        caller: parsed.caller,
        route: parsed.route,
        sourceIp: event.requestContext?.http?.sourceIp ?? 'unknown',
        headers,
      });
      return jsonResponse(result.statusCode ?? 200, result.body);
    });
};
