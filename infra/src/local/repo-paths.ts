import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute paths inside the repository, independent of the working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const FUNCTIONS_SRC = join(REPO_ROOT, 'functions', 'src');
export const WEB_ROOT = join(REPO_ROOT, 'web');
/** The built SPA; OW_WEB_DIST points elsewhere (e.g. a private build for a parallel browser run). */
export const WEB_DIST = process.env.OW_WEB_DIST || join(REPO_ROOT, 'web', 'dist');
