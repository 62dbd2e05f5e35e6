import { ApiClientError, getFoundation, SIGNED_IN_HINT_COOKIE } from '@app/api';
import { afterEach, expect, it, vi } from 'vitest';
import { makeFoundation } from '../testing/builders';
import { api } from './api-client';
import { createShellReads, type ShellSeed, shellSeed } from './shell-reads';

afterEach(() => {
  vi.restoreAllMocks();
});

it("a browser without the server's signed-in hint is a visitor's: no session read, so no 401 in its console", async () => {
  // Expired in the past, not `max-age=0`: happy-dom still returns a cookie read in the millisecond it expires.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  const call = vi.spyOn(api, 'call');
  expect(await createShellReads().viewer.load()).toBeNull();
  expect(call).not.toHaveBeenCalled();
});

it('with the hint, the session is read: a 401 is a visitor, a user is held, any other failure is an error', async () => {
  const call = vi.spyOn(api, 'call');
  call.mockRejectedValueOnce(new ApiClientError({ status: 401, code: 'NotSignedIn', message: 'sign in' }));
  expect(await createShellReads().viewer.load()).toBeNull();
  const user = makeFoundation();
  call.mockResolvedValueOnce({ data: user } as never);
  const signedIn = createShellReads();
  expect(await signedIn.viewer.load()).toBe(user);
  expect(signedIn.viewer.state().data).toBe(user);
  expect(call).toHaveBeenLastCalledWith(getFoundation);
  call.mockRejectedValueOnce(new Error('offline'));
  const failed = createShellReads();
  await expect(failed.viewer.load()).rejects.toThrow('offline');
  expect(failed.viewer.state().data).toBeUndefined();
  expect(failed.viewer.state().error).toBeInstanceOf(Error);
});

it("a server render's reads seed the browser's: nothing is asked again while they are fresh", async () => {
  const call = vi.spyOn(api, 'call').mockResolvedValueOnce({ data: makeFoundation() } as never);
  const server = createShellReads();
  await server.viewer.load();
  const browser = createShellReads(JSON.parse(JSON.stringify(shellSeed(server))) as ShellSeed);
  expect(await browser.viewer.load()).toEqual(server.viewer.state().data);
  expect(call).toHaveBeenCalledTimes(1);
  expect(browser.rates.state().data).toBeUndefined();
});
