import { configVariables } from '../config';

/**
 * A unit test sets the configuration it tests, and starts from none. Without this it would inherit
 * one: the API suite's local stack runs in vitest's main process, puts the app's configuration in
 * that process's environment (its handlers read it there), and every test worker forked later
 * starts with a copy (JOB_RUNNER=local, SCHEDULER=local, ...).
 */
for (const name of configVariables) delete process.env[name];
