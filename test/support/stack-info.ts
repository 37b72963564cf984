/** What the API suite's global setup hands to every test file. */
export interface StackInfo {
  apiUrl: string;
  sesUrl: string;
  /** The handlers' environment: tables, endpoints, secret. */
  env: Record<string, string>;
  admin: { email: string; password: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}
