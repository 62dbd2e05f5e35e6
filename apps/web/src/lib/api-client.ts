import { createApiClient } from '@app/api';
import './zod-jitless';

let requestFetch: () => typeof fetch | undefined = () => undefined;

/**
 * The server renderer's hook (src/entry-server.tsx): the fetch of the request being rendered, which
 * answers in the server's own process with that request's cookie. Unset in the browser.
 */
export function setRequestFetch(current: () => typeof fetch | undefined): void {
  requestFetch = current;
}

/**
 * The one API client of the web app: same origin, `/api`, 10 s timeout. It takes answers as their
 * contract types without parsing them: its own server checks every answer against the contract in
 * development and tests (apps/server/src/http/mount.ts), and no response schema rewrites what it
 * reads (packages/api/src/contract/wire-answers.test.ts), so the pages need no zod to read answers.
 */
export const api = createApiClient({
  parse: false,
  fetch: (input, init) => (requestFetch() ?? globalThis.fetch)(input, init),
});
