import { createApiClient } from '@app/api';

let requestFetch: () => typeof fetch | undefined = () => undefined;

/**
 * The server renderer's hook (src/entry-server.tsx): the fetch of the request being rendered, which
 * answers in the server's own process with that request's cookie. Unset in the browser.
 */
export function setRequestFetch(current: () => typeof fetch | undefined): void {
  requestFetch = current;
}

/** The one API client of the web app: same origin, `/api`, 10 s timeout, every answer parsed. */
export const api = createApiClient({
  fetch: (input, init) => (requestFetch() ?? globalThis.fetch)(input, init),
});
