import { type Endpoint, getTopicDetail } from '@app/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { loaderOutcome, runLoader } from '../testing/run-loader';
import { loader } from './group-course-page';

/** The topic's kind is all the loader reads of it; its groups are not what this test is about. */
function answer(kind: 'class' | 'course') {
  vi.spyOn(api, 'call').mockImplementation((endpoint: Endpoint) =>
    endpoint === getTopicDetail ? Promise.resolve({ data: { kind } } as never) : Promise.reject(new Error('not this test')),
  );
}

const run = () => loaderOutcome(runLoader(loader, { path: '/group-course/12', params: { id: '12' } }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('course page loader: a class topic', () => {
  it("throws the move to the topic's own page (the server answers it, no <Navigate> in the HTML)", async () => {
    answer('class');
    expect(await run()).toBe('301 /group-class-online/topic/12');
  });

  it('loads a course topic as its page', async () => {
    answer('course');
    expect(await run()).toBe('done');
  });
});
