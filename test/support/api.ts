import { randomInt } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { inject } from 'vitest';
import type { StackInfo } from './stack-info';

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export const stack = (): StackInfo => inject('stack');

export interface ApiOptions {
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  /**
   * The loopback address to call from (127.0.0.2 ... 127.255.255.254: all of 127/8 is this
   * machine), so a test can be a caller of its own for the per-address limits. The server takes
   * the address from the socket, as API Gateway does, never from a header.
   */
  from?: string;
}

/** A raw HTTP exchange from a chosen local address (fetch cannot choose one). */
export const requestFrom = (
  from: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<{ status: number; text: string }> =>
  new Promise((resolve, reject) => {
    // The stack listens on 127.0.0.1; `localhost` may resolve to ::1, which 127.x cannot reach.
    const target = url.replace('//localhost:', '//127.0.0.1:');
    // Stated, or Node sends a GET's body unframed and the server reads it as a second request.
    const framed =
      body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    // A connection of its own (no keep-alive reuse): a socket the server closed while idle would reset.
    const req = httpRequest(target, { method, headers: framed, localAddress: from, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });

/** One call to the local API as the SPA makes it: JSON in, JSON out, bearer token when given. */
export const api = async <T = Record<string, unknown>>(
  method: string,
  path: string,
  options: ApiOptions = {},
): Promise<ApiAnswer<T>> => {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  if (options.from) {
    const res = await requestFrom(options.from, method, `${stack().apiUrl}${path}`, headers, body);
    return { status: res.status, body: (res.text ? JSON.parse(res.text) : {}) as T };
  }
  const res = await fetch(`${stack().apiUrl}${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
};

export const signIn = async (email: string, password: string, from?: string): Promise<string> => {
  const res = await api<{ token: string }>('POST', '/v1/users/login', {
    body: { email, password },
    ...(from ? { from } : {}),
  });
  if (res.status !== 200)
    throw new Error(`Sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
};

export interface Mail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** Mails the SES emulator holds for one address, oldest first. */
export const mailsTo = async (address: string): Promise<Mail[]> => {
  const res = await fetch(`${stack().sesUrl}/store`);
  const store = (await res.json()) as { emails: Mail[] };
  return store.emails.filter((m) => m.destination.to.includes(address));
};

/**
 * Reads until `isDone` says so, at most `attempts` reads `everyMs` apart: the last value read, and
 * whether it was done (the caller throws or asserts on it, as it must).
 */
export const pollUntil = async <T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  { attempts = 240, everyMs = 250 }: { attempts?: number; everyMs?: number } = {},
): Promise<{ value: T; done: boolean }> => {
  let value = await read();
  for (let attempt = 1; !isDone(value) && attempt < attempts; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    value = await read();
  }
  return { value, done: isDone(value) };
};

/** The one link into the app a mail carries, as a URL. */
export const linkInMail = (mail: Mail): URL => {
  const match = /https?:\/\/\S+\?token=[\w-]+/.exec(mail.body.text ?? '');
  if (!match) throw new Error(`No link in mail "${mail.subject}"`);
  return new URL(match[0]);
};

/**
 * A loopback address of its own: 127.a.b.c at random (16 million of them), never 127.0.0.1, the
 * address of every other call. Random rather than counted, because each test file starts afresh.
 */
export const newLocalAddress = (): string =>
  `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
