import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

export interface IncomingRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
}

const TEXT_TYPES = /^(application\/(.+\+)?json|application\/x-www-form-urlencoded|text\/)/i;

/**
 * Turns a local HTTP request into the event API Gateway HTTP APIs (payload 2.0) send a Lambda:
 * lower-cased headers joined with commas (CloudFront's own dropped), cookies split out, query parameters, the route key and
 * path parameters of the matched route, and a base64 body for anything that is not text.
 */
export const toApiGatewayEvent = (
  request: IncomingRequest,
  match: { routeKey: string; pathParameters: Record<string, string> },
): APIGatewayProxyEventV2 => {
  const url = new URL(request.url, 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'cookie') continue;
    // CloudFront-* headers are CloudFront's to add (it overwrites a viewer's); here there is no
    // CloudFront, so a caller's own CloudFront-Viewer-Address must not become its address.
    if (name.toLowerCase().startsWith('cloudfront-')) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookies = request.headers.cookie
    ?.split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = key in query ? `${query[key]},${value}` : value;
  const isText = request.body.length === 0 || TEXT_TYPES.test(headers['content-type'] ?? '');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: match.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(match.pathParameters).length ? { pathParameters: match.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: request.method.toUpperCase(),
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: match.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(request.body.length > 0
      ? { body: isText ? request.body.toString('utf8') : request.body.toString('base64') }
      : {}),
    isBase64Encoded: request.body.length > 0 && !isText,
  };
};

/** A Lambda context good enough for Powertools and middy. */
export const toLambdaContext = (functionName: string, timeoutMs = 29_000): Context => {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};
