import { createApiClient } from '@app/api';
import './zod-jitless';

/**
 * The one API client of the web app: same origin, `/api`, 10 s timeout. It takes answers as their
 * contract types without parsing them: its own server checks every answer against the contract in
 * development and tests (apps/server/src/http/mount.ts), and no response schema rewrites what it
 * reads (packages/api/src/contract/wire-answers.test.ts), so the pages need no zod to read answers.
 */
export const api = createApiClient({ parse: false });
