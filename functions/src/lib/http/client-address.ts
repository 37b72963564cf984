/**
 * The caller's address for per-address sign-in limits. Behind CloudFront, API Gateway's sourceIp
 * is the edge; CloudFront appends the viewer's address as the LAST X-Forwarded-For entry (earlier
 * entries are whatever the client sent, so they are not trusted).
 */
export const clientAddress = (headers: Record<string, string | undefined>, sourceIp: string): string => {
  const forwarded = headers['x-forwarded-for']
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded?.at(-1) ?? sourceIp;
};
