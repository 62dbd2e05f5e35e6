import { describe, expect, it } from 'vitest';
import { buildCourseShareUrl } from './share-link';

describe('course share link (000 §2 D "a share link with tracking params")', () => {
  it('points at the course topic page and carries the tracking parameters', () => {
    const url = new URL(buildCourseShareUrl({ origin: 'https://linguaroom.test', topicId: 42 }));
    expect(url.origin + url.pathname).toBe('https://linguaroom.test/group-course/42');
    expect(Object.fromEntries(url.searchParams)).toEqual({ utm_source: 'share', utm_medium: 'copy_link', utm_campaign: 'group_course' });
  });
});
