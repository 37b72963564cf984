/** The smallest environment `parseConfig` accepts (local forms: a plain app URL and JWT secret). */
export const baseEnv = {
  ACCOUNTS_TABLE: 'a',
  AUTH_TABLE: 'b',
  CATALOG_TABLE: 'c',
  TARGETS_TABLE: 't',
  IMPORTS_TABLE: 'i',
  REPORTS_TABLE: 'r',
  SCHEDULES_TABLE: 's',
  MAIL_FROM: 'oligowatch@example.org',
  APP_URL: 'https://oligowatch.example.org',
  JWT_SECRET: 'x'.repeat(32),
};
