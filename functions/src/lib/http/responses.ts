import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export interface HandlerResult {
  statusCode?: number;
  body: unknown;
}

export const jsonResponse = (statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});
