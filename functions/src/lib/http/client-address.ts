/**
 * The caller's address for the per-address limits. Only what the caller cannot write counts:
 * - in AWS, CloudFront adds `CloudFront-Viewer-Address` (`ip:port`, the origin request policy
 *   forwards it) and overwrites any the viewer sent; the API's execute-api endpoint is disabled, so
 *   every request comes through CloudFront. API Gateway's own sourceIp would be the edge's.
 * - locally, the server puts the socket's address in sourceIp and drops CloudFront-* headers.
 * X-Forwarded-For is never read: its entries are whatever the client chose to send.
 */
export const clientAddress = (headers: Record<string, string | undefined>, sourceIp: string): string =>
  viewerAddress(headers['cloudfront-viewer-address']) ?? sourceIp;

/** The address part of `198.51.100.10:46532` or `2001:db8::1:46532` (the port is always last). */
const viewerAddress = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  const colon = trimmed.lastIndexOf(':');
  const address = colon > 0 ? trimmed.slice(0, colon) : trimmed;
  return address.replace(/^\[(.*)\]$/, '$1') || undefined;
};
