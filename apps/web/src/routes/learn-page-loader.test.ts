import { ApiClientError, type Endpoint, getCmsContent } from '@app/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { makeLearnContent } from '../testing/content-builders';
import { loaderOutcome, runLoader } from '../testing/run-loader';
import { loader } from './learn-page';

/** The content call's answer: a record, the API's "no record" (code 404 in a 200), or a failed call. */
function answer(content: 'record' | 'none' | 'failed') {
  return vi.spyOn(api, 'call').mockImplementation((endpoint: Endpoint) => {
    if (endpoint !== getCmsContent) return Promise.reject(new Error(`unexpected ${endpoint.path}`));
    if (content === 'failed') return Promise.reject(new ApiClientError({ status: 500, code: 'Failed', message: 'Failed.' }));
    if (content === 'none') return Promise.resolve({ code: 404, data: null, message: 'not found' } as never);
    return Promise.resolve({ code: 200, data: makeLearnContent(), message: 'success' } as never);
  });
}

const run = (locale: string, language = 'spanish') =>
  loaderOutcome(runLoader(loader, { path: `/${locale}/learn/${language}`, params: { locale, language } }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('learn page loader: a page that does not exist', () => {
  it("throws the router's 404 for a first segment that is no content language, without asking", async () => {
    const calls = answer('record');
    expect(await run('group-class', 'english')).toBe(404);
    expect(calls).not.toHaveBeenCalled();
  });

  it('throws it when the API has no record for the path (the page shows the not-found screen)', async () => {
    answer('none');
    expect(await run('en')).toBe(404);
  });

  it('leaves a failed call to the page, and a record to show', async () => {
    answer('failed');
    expect(await run('en')).toBe('done');
    answer('record');
    expect(await run('en')).toBe('done');
  });
});
