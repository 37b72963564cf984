import { inject } from 'vitest';
import type { StackInfo } from './stack-info';

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export const stack = (): StackInfo => inject('stack');

/** One call to the local API as the SPA makes it: JSON in, JSON out, bearer token when given. */
export const api = async <T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> => {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${stack().apiUrl}${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
};

export const signIn = async (email: string, password: string): Promise<string> => {
  const res = await api<{ token: string }>('POST', '/v1/users/login', { body: { email, password } });
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

/** The one link into the app a mail carries, as a URL. */
export const linkInMail = (mail: Mail): URL => {
  const match = /https?:\/\/\S+\?token=[\w-]+/.exec(mail.body.text ?? '');
  if (!match) throw new Error(`No link in mail "${mail.subject}"`);
  return new URL(match[0]);
};
