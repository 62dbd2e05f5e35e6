import { SIGNED_IN_HINT_COOKIE } from '@app/api';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { viewerQuery } from './viewer-query';

afterEach(() => {
  vi.restoreAllMocks();
});

it("a browser without the server's signed-in hint is a visitor's: no session read, so no 401 in its console", async () => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`;
  const call = vi.spyOn(api, 'call');
  expect(await new QueryClient().query(viewerQuery)).toBeNull();
  expect(call).not.toHaveBeenCalled();
});
