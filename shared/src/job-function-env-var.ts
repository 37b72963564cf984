/** The environment variable that carries a job's function name into the Lambdas that start it. */
export const jobFunctionEnvVar = (name: string): string =>
  `${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_JOB_FUNCTION`;
