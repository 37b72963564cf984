import { fileURLToPath } from 'node:url';

/** The repository root (this file is infra/src/aws/paths.ts): CDK bundles from here. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
