/**
 * The security headers of every SPA response, defined once: CloudFront's response headers policy
 * (aws/web-distribution.ts) and the local server (local/serve-spa.ts) both read them, so the
 * browser tests exercise the policy AWS serves.
 *
 * The Content-Security-Policy is what the built SPA needs and no more: scripts only from our own
 * origin (Vite's build emits no inline script, and the session token sits in session storage, so
 * an injected script must have nowhere to come from); styles from our origin plus 'unsafe-inline',
 * because Mantine writes its CSS variables into <style> tags at run time and components set style
 * attributes; API calls to our own origin only (/v1 is on the same domain).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const STRICT_TRANSPORT_SECURITY_SECONDS = 31_536_000;

/** Header name -> value, as the local server sends them (lower-case names, like HTTP/2). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  // Browsers ignore HSTS over plain http (the local server), so sending it there is harmless.
  'strict-transport-security': `max-age=${STRICT_TRANSPORT_SECURITY_SECONDS}; includeSubDomains`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
