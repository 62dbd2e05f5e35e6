import { type Endpoint, getFoundation, getGroupClassDetail, getGroupClassStudentToggle, getTeachingClass } from '@app/api';
import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { makeClassDetail, makeFoundation } from '../testing/builders';
import { makeTeachingClass } from '../testing/teaching-class-builders';
import { loader } from './class-detail-page';

const TEACHER_ID = makeClassDetail().group_class.teacher_id;

function answer(viewerId: number) {
  return vi.spyOn(api, 'call').mockImplementation((endpoint: Endpoint) => {
    if (endpoint === getFoundation) return Promise.resolve({ data: makeFoundation({ user_id: viewerId }) } as never);
    if (endpoint === getGroupClassDetail) return Promise.resolve({ data: makeClassDetail() } as never);
    if (endpoint === getGroupClassStudentToggle) return Promise.resolve({ status: 'ON' } as never);
    if (endpoint === getTeachingClass) return Promise.resolve({ data: makeTeachingClass() } as never);
    return Promise.reject(new Error(`unexpected call ${endpoint.path}`));
  });
}

const run = (queryClient: QueryClient) =>
  loader(
    // Only `params` and `request` are read (lib/route-loader.ts: loaders read their arguments, never `window`).
    { params: { id: '301' }, request: new Request('http://localhost/group-class-online/class/301') } as unknown as LoaderFunctionArgs,
    { queryClient, locale: 'en', timeZone: 'UTC', now: Date.now() },
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
