import {
  ApiClientError,
  type Endpoint,
  getAllLanguages,
  getBlogAndTeacher,
  getFaq,
  getFoundation,
  getGlobalPopup,
  getTeacherSearchTags,
  searchTeachers,
} from '@app/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { loaderOutcome, runLoader } from '../testing/run-loader';
import { loader as instantLessonsLoader } from './instant-lessons-page';
import { loader as teacherSearchLoader } from './teacher-search-page';

/** A visitor, and the site's languages; the teachers and the header's record are not what these tests read. */
function answer() {
  return vi.spyOn(api, 'call').mockImplementation((endpoint: Endpoint) => {
    if (endpoint === getFoundation) return Promise.reject(new ApiClientError({ status: 401, code: 'Unauthorized', message: 'Sign in.' }));
    if (endpoint === getAllLanguages)
      return Promise.resolve({
        data: {
          languages: [
            { text_code: 'english', name: 'English' },
            { text_code: 'spanish', name: 'Spanish' },
          ],
        },
      } as never);
    return Promise.resolve({} as never);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('teacher search loaders: an address that names no search', () => {
  it("/teachers/{language}: throws the router's 404 for a language the site does not teach", async () => {
    answer();
    const run = (language: string, country?: string) =>
      loaderOutcome(runLoader(teacherSearchLoader, { path: `/teachers/${language}`, params: { language, country } }));
    expect(await run('klingon')).toBe(404);
    expect(await run('klingon', 'somewhere')).toBe(404);
    expect(await run('spanish')).toBe('done');
  });

  it('/teachers without a language: throws the redirect to the search of the learning language (English for a visitor)', async () => {
    answer();
    expect(await loaderOutcome(runLoader(teacherSearchLoader, { path: '/teachers?day=1', params: {} }))).toBe(
      '302 /teachers/english?day=1',
    );
  });

  it("/instant-lessons/{language}: throws the router's 404 for a language the site does not teach", async () => {
    answer();
    const run = (language?: string) =>
      loaderOutcome(runLoader(instantLessonsLoader, { path: `/instant-lessons/${language ?? ''}`, params: { language } }));
    expect(await run('klingon')).toBe(404);
    expect(await run('spanish')).toBe('done');
    expect(await run()).toBe('done');
  });

  it('leaves the address to the page when the languages could not be read', async () => {
    vi.spyOn(api, 'call').mockRejectedValue(new ApiClientError({ status: 500, code: 'Failed', message: 'Failed.' }));
    expect(await loaderOutcome(runLoader(teacherSearchLoader, { path: '/teachers/klingon', params: { language: 'klingon' } }))).toBe(
      'done',
    );
  });
});

describe('teacher search loaders: the whole page, for a visitor', () => {
  const asked = (call: ReturnType<typeof answer>) => call.mock.calls.map(([endpoint]) => endpoint);

  it('/teachers/{language}: the teachers and the instant block, the filter tags and the bottom blocks (no record: the FAQ of /v3/faq)', async () => {
    const call = answer();
    await runLoader(teacherSearchLoader, { path: '/teachers/english', params: { language: 'english' } });
    const endpoints = asked(call);
    expect(endpoints.filter((endpoint) => endpoint === searchTeachers)).toHaveLength(2);
    expect(endpoints).toEqual(expect.arrayContaining([getTeacherSearchTags, getFaq, getBlogAndTeacher]));
    expect(endpoints).not.toContain(getGlobalPopup);
  });

  it('/teachers/{language}?page=2: no instant block to read', async () => {
    const call = answer();
    await runLoader(teacherSearchLoader, { path: '/teachers/english?page=2', params: { language: 'english' } });
    expect(asked(call).filter((endpoint) => endpoint === searchTeachers)).toHaveLength(1);
  });

  it('/instant-lessons/{language}: the teachers, the filter tags and the bottom blocks', async () => {
    const call = answer();
    await runLoader(instantLessonsLoader, { path: '/instant-lessons/english', params: { language: 'english' } });
    const endpoints = asked(call);
    expect(endpoints.filter((endpoint) => endpoint === searchTeachers)).toHaveLength(1);
    expect(endpoints).toEqual(expect.arrayContaining([getTeacherSearchTags, getFaq, getBlogAndTeacher]));
  });
});
