import { ApiClientError, type Endpoint, getFoundation, getGroupClassDetail, getGroupClassStudentToggle, getTeachingClass } from '@app/api';
import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { makeClassDetail, makeFoundation } from '../testing/builders';
import { makeTeachingClass } from '../testing/teaching-class-builders';
import { loader } from './class-detail-page';

const TEACHER_ID = makeClassDetail().group_class.teacher_id;

function answer(viewerId: number, detailStatus = 200) {
  return vi.spyOn(api, 'call').mockImplementation((endpoint: Endpoint) => {
    if (endpoint === getFoundation) return Promise.resolve({ data: makeFoundation({ user_id: viewerId }) } as never);
    if (endpoint === getGroupClassDetail && detailStatus !== 200)
      return Promise.reject(new ApiClientError({ status: detailStatus, code: 'Failed', message: 'Failed.' }));
    if (endpoint === getGroupClassDetail) return Promise.resolve({ data: makeClassDetail() } as never);
    if (endpoint === getGroupClassStudentToggle) return Promise.resolve({ status: 'ON' } as never);
    if (endpoint === getTeachingClass) return Promise.resolve({ data: makeTeachingClass() } as never);
    return Promise.reject(new Error(`unexpected call ${endpoint.path}`));
  });
}

const run = (queryClient: QueryClient, id = '301') =>
  loader(
    // Only `params` and `request` are read (lib/route-loader.ts: loaders read their arguments, never `window`).
    { params: { id }, request: new Request(`http://localhost/group-class-online/class/${id}`) } as unknown as LoaderFunctionArgs,
    { queryClient, locale: 'en', timeZone: 'UTC', now: Date.now() },
  );

/** What the loader ended with: done, or the status of the router's response it threw (`data(null, { status })`). */
const outcome = (loading: Promise<void>) =>
  loading.then(
    () => 'done',
    (thrown: unknown) => (thrown as { init?: ResponseInit }).init?.status ?? thrown,
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('class page loader: the teacher view (issue 14)', () => {
  it("prefetches the teacher's view of her own class", async () => {
    const calls = answer(TEACHER_ID);
    await run(new QueryClient());
    expect(calls.mock.calls.filter(([endpoint]) => endpoint === getTeachingClass)).toHaveLength(1);
  });

  it('does not ask for it for anyone else', async () => {
    const calls = answer(500);
    await run(new QueryClient());
    expect(calls.mock.calls.some(([endpoint]) => endpoint === getTeachingClass)).toBe(false);
    expect(calls.mock.calls.some(([endpoint]) => endpoint === getGroupClassDetail)).toBe(true);
  });
});

describe('class page loader: a class that does not exist', () => {
  it("throws the router's 404 when the API does not know the class (the server answers 404 with the not-found screen)", async () => {
    answer(500, 404);
    expect(await outcome(run(new QueryClient()))).toBe(404);
  });

  it('throws it for a malformed id without asking', async () => {
    const calls = answer(500);
    expect(await outcome(run(new QueryClient(), 'abc'))).toBe(404);
    expect(calls).not.toHaveBeenCalled();
  });

  it('leaves any other failure to the page (its error state after its own retries)', async () => {
    answer(500, 500);
    expect(await outcome(run(new QueryClient()))).toBe('done');
  });
});
