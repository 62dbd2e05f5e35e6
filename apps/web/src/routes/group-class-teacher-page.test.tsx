import { ApiClientError, type Endpoint, getTeacherGroupClassStatistics, getTeacherProfile } from '@app/api';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { renderWithApp } from '../testing/render';
import { loaderOutcome, runLoader } from '../testing/run-loader';
import GroupClassTeacherPage, { loader } from './group-class-teacher-page';

const notFound = () => Promise.reject(new ApiClientError({ status: 404, code: 'NotFound', message: 'Not found.' }));
const failed = () => Promise.reject(new ApiClientError({ status: 500, code: 'Failed', message: 'Failed.' }));
/** A read that never answers: the page keeps it loading. */
const never = () => new Promise<never>(() => undefined);

/** The header's two reads; the rest (the session, the lists) fail for the loader and stay loading for the page. */
function answer({ profile, statistics }: { profile: 'found' | 'missing' | 'loading'; statistics: 'found' | 'missing' }) {
  const rest = profile === 'loading' ? never : failed;
  vi.spyOn(api, 'call').mockImplementation((endpoint: Endpoint) => {
    if (endpoint === getTeacherProfile)
      return profile === 'missing' ? notFound() : profile === 'loading' ? never() : Promise.resolve({} as never);
    if (endpoint === getTeacherGroupClassStatistics) return statistics === 'missing' ? notFound() : Promise.resolve({} as never);
    return rest();
  });
}

const PATH = '/group-class/teacher/42/english';
const run = () => loaderOutcome(runLoader(loader, { path: PATH, params: { id: '42', lang: 'english' } }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('teacher group-class page: not found only when the profile says so', () => {
  it("the loader throws the router's 404 when the profile read answers 404", async () => {
    answer({ profile: 'missing', statistics: 'found' });
    expect(await run()).toBe(404);
  });

  it('the loader leaves a 404 of the statistics alone (the teacher exists)', async () => {
    answer({ profile: 'found', statistics: 'missing' });
    expect(await run()).toBe('done');
  });

  it('the page shows an error, not the not-found screen, for a 404 of the statistics alone', async () => {
    answer({ profile: 'loading', statistics: 'missing' });
    renderWithApp(<GroupClassTeacherPage />, { path: PATH, route: '/group-class/teacher/:id/:lang' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });
});
