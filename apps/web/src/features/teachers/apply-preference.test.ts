import { EMPTY_TEACHER_SEARCH_QUERY } from '@app/domain';
import { expect, it } from 'vitest';
import { applyLessonPreference } from './apply-preference';

it('sets, replaces and clears parameters as the preference says, and starts at page 1', () => {
  const query = { ...EMPTY_TEACHER_SEARCH_QUERY, tags: ['CA001'], childTags: ['X'], speaks: ['french'], is_native: true, page: 3 };
  const next = applyLessonPreference(query, {
    tags: ['CA003'],
    childTags: null,
    speaks: 'spanish',
    teacher_type: 'pro',
    day: ['0', '6'],
    time: ['2'],
  });
  expect(next).toMatchObject({
    tags: ['CA003'],
    childTags: [],
    speaks: ['spanish'],
    teacher_type: 'pro',
    day: [0, 6],
    time: [2],
    is_native: true,
  });
  expect(next.page).toBeUndefined();
  expect(applyLessonPreference(query, { tags: null, childTags: null, speaks: null })).toMatchObject({
    tags: [],
    childTags: [],
    speaks: [],
  });
});
