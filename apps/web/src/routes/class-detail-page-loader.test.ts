import {
  ApiClientError,
  type Endpoint,
  getAllLanguages,
  getFoundation,
  getGroupClassDetail,
  getGroupClassStudentToggle,
  getTeachingClass,
} from '@app/api';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { makeClassDetail, makeFoundation } from '../testing/builders';
import { loaderOutcome, runLoader } from '../testing/run-loader';
import { makeTeachingClass } from '../testing/teaching-class-builders';
import { loader } from './class-detail-page';

const TEACHER_ID = makeClassDetail().group_class.teacher_id;

function answer(viewerId: number, detailStatus = 200, { courseId = null as number | null, languagesStatus = 200 } = {}) {
  return vi.spyOn(api, 'call').mockImplementation((endpoint: Endpoint) => {
    if (endpoint === getFoundation) return Promise.resolve({ data: makeFoundation({ user_id: viewerId }) } as never);
    if (endpoint === getGroupClassDetail && detailStatus !== 200)
      return Promise.reject(new ApiClientError({ status: detailStatus, code: 'Failed', message: 'Failed.' }));
    if (endpoint === getGroupClassDetail) return Promise.resolve({ data: makeClassDetail({ course_id: courseId }) } as never);
    if (endpoint === getGroupClassStudentToggle) return Promise.resolve({ status: 'ON' } as never);
    if (endpoint === getAllLanguages && languagesStatus !== 200)
      return Promise.reject(new ApiClientError({ status: languagesStatus, code: 'Failed', message: 'Failed.' }));
    if (endpoint === getAllLanguages) return Promise.resolve({ data: { languages: [{ text_code: 'spanish', name: 'Spanish' }] } } as never);
    if (endpoint === getTeachingClass) return Promise.resolve({ data: makeTeachingClass() } as never);
    return Promise.reject(new Error(`unexpected call ${endpoint.path}`));
  });
}

const run = (queryClient: QueryClient, id = '301', search = '') =>
  runLoader(loader, { path: `/group-class-online/class/${id}${search}`, params: { id }, queryClient });

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
    expect(await loaderOutcome(run(new QueryClient()))).toBe(404);
  });

  it('throws it for a malformed id without asking', async () => {
    const calls = answer(500);
    expect(await loaderOutcome(run(new QueryClient(), 'abc'))).toBe(404);
    expect(calls).not.toHaveBeenCalled();
  });

  it('leaves any other failure to the page (its error state after its own retries)', async () => {
    answer(500, 500);
    expect(await loaderOutcome(run(new QueryClient()))).toBe('done');
  });
});

describe("class page loader: a course's class addressed with a language the site does not teach (001 §2.4)", () => {
  it("throws the router's 404, as the page's gate shows the not-found screen", async () => {
    answer(500, 200, { courseId: 9 });
    expect(await loaderOutcome(run(new QueryClient(), '301', '?language=klingon'))).toBe(404);
  });

  it('shows a taught language, and a class of no course whatever the language', async () => {
    answer(500, 200, { courseId: 9 });
    expect(await loaderOutcome(run(new QueryClient(), '301', '?language=Spanish'))).toBe('done');
    vi.restoreAllMocks();
    answer(500, 200, { courseId: null });
    expect(await loaderOutcome(run(new QueryClient(), '301', '?language=klingon'))).toBe('done');
  });

  it('leaves the gate to the page when the languages could not be read', async () => {
    answer(500, 200, { courseId: 9, languagesStatus: 500 });
    expect(await loaderOutcome(run(new QueryClient(), '301', '?language=klingon'))).toBe('done');
  });
});
