import {
  CATEGORY_ALL_LABEL,
  CLASS_TYPE_TAB_LABELS,
  CLASS_TYPE_TOOLTIP,
  DAY_GROUP_AFTER_TEMPLATE,
  DAY_GROUP_WITHIN_TEMPLATE,
  EMPTY_RESULTS_MESSAGE,
  FEEDBACK_SUCCESS_MESSAGE,
  FEEDBACK_TOO_LONG_MESSAGE,
  FILTER_MODAL_BUTTONS,
  FILTER_TITLES,
  GROUP_COURSES_BADGE,
  KEYWORD_TOO_LONG_MESSAGE,
  SEARCH_HISTORY_MORE_LABEL,
  SEE_ALL_TEACHERS_CLASSES_LABEL,
  SEE_MORE_COURSES_LABEL,
  SHOW_MORE_LABEL,
  TEACHER_EMPTY_RESULTS_MESSAGE,
  ZERO_RESULTS_LABEL,
} from '@app/domain';
import { describe, expect, it } from 'vitest';
import { search } from './en/search';

describe("search texts are the specs' own (001 §2.1, §4.1, §8, §9)", () => {
  it('equal the domain constants', () => {
    expect(search).toMatchObject({
      filterLanguage: FILTER_TITLES.language,
      filterLevels: FILTER_TITLES.levels,
      filterAvailability: FILTER_TITLES.availability,
      filterCategory: FILTER_TITLES.category,
      categoryAll: CATEGORY_ALL_LABEL,
      reset: FILTER_MODAL_BUTTONS.reset,
      apply: FILTER_MODAL_BUTTONS.apply,
      keywordTooLong: KEYWORD_TOO_LONG_MESSAGE,
      historyMore: SEARCH_HISTORY_MORE_LABEL,
      tabSingle: CLASS_TYPE_TAB_LABELS['1'],
      tabCourses: CLASS_TYPE_TAB_LABELS['2'],
      newBadge: GROUP_COURSES_BADGE,
      tabInfo: CLASS_TYPE_TOOLTIP,
      seeMoreCourses: SEE_MORE_COURSES_LABEL,
      showMore: SHOW_MORE_LABEL,
      zeroResults: ZERO_RESULTS_LABEL,
      emptyText: EMPTY_RESULTS_MESSAGE,
      teacherEmptyText: TEACHER_EMPTY_RESULTS_MESSAGE,
      feedbackSuccess: FEEDBACK_SUCCESS_MESSAGE,
      feedbackTooLong: FEEDBACK_TOO_LONG_MESSAGE,
      dayGroupWithin: DAY_GROUP_WITHIN_TEMPLATE,
      dayGroupAfter: DAY_GROUP_AFTER_TEMPLATE,
      seeAllTeachers: SEE_ALL_TEACHERS_CLASSES_LABEL,
    });
  });
});
