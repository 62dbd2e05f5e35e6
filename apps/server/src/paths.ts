import { fileURLToPath } from 'node:url';

// This file sits one level below the package root both as src/paths.ts and bundled into
// dist/main.js, so these relative URLs hold in tests, in dev and in the build.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
