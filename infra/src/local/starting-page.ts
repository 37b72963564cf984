import type { SpaHandler } from './serve-spa';

/** How often the page asks again, in seconds. */
const RELOAD_SECONDS = 2;

/**
 * What the browser gets while the stack is still starting (DynamoDB Local, seeding, the first
 * build of the SPA): a page that reloads itself until the app answers instead. A meta refresh, not
 * a script, so the Content-Security-Policy has nothing to allow.
 */
export const startingPage =
  (phase: () => string): SpaHandler =>
  (_req, res) => {
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="${RELOAD_SECONDS}">
<title>OligoWatch is starting</title>
</head>
<body style="font-family: system-ui, sans-serif; margin: 4rem auto; max-width: 36rem; color: #333">
<h1 style="font-weight: 600">OligoWatch is starting…</h1>
<p>${escapeHtml(phase())}</p>
<p>This page reloads itself and opens the app as soon as it is ready.</p>
</body>
</html>
`;
    res
      .writeHead(503, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': String(RELOAD_SECONDS),
      })
      .end(html);
  };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
