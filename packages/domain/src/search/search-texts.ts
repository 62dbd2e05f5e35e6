import { LEVEL_FILTER_TITLE } from '../levels/level-options';

/** 001 §8: "Empty result: ..." on the search page. */
export const EMPTY_RESULTS_MESSAGE =
  "We couldn't find any Group Classes matching your choices. Try changing your filters. If you can't find a class you like, please share your request with us.";

/** 001 §8: "The teacher-page variant: ..." */
export const TEACHER_EMPTY_RESULTS_MESSAGE =
  "We couldn't find any Group Classes matching your choices. You can see other teachers' classes";

/** 001 §4.1: "with both counts 0 the page shows '0 results' and the request menu". */
export const ZERO_RESULTS_LABEL = '0 results';

/** 001 §2.1: the class-type tabs. */
export const CLASS_TYPE_TAB_LABELS = { '1': 'Single Classes', '2': 'Group Courses' } as const;

/** 001 §2.1: "Group Courses with a NEW badge". */
export const GROUP_COURSES_BADGE = 'NEW';

/** 001 §2.1: "an info tooltip reading 'Single classes are one session while Group courses consist of multiple classes.'" */
export const CLASS_TYPE_TOOLTIP = 'Single classes are one session while Group courses consist of multiple classes.';

/** 001 §4.1: "'SHOW MORE' loads the next page while the server says there is one". */
export const SHOW_MORE_LABEL = 'SHOW MORE';

/** 001 §4.1: "a 'See more courses' button when there is more". */
export const SEE_MORE_COURSES_LABEL = 'See more courses';

/** 001 §2.2: "A button 'See all teachers' group classes'". */
export const SEE_ALL_TEACHERS_CLASSES_LABEL = "See all teachers' group classes";

/** 001 §2.1 filter titles: "Language ('I'm learning')", "Availability ('I'm available at')". */
export const FILTER_TITLES = {
  language: "I'm learning",
  levels: LEVEL_FILTER_TITLE,
  availability: "I'm available at",
  category: 'Category',
} as const;

/** 001 §2.1: "Category: multi-select with an All option." */
export const CATEGORY_ALL_LABEL = 'All';

/** 001 §2.1: "Mobile shows full-screen modals with Reset and Apply buttons." */
export const FILTER_MODAL_BUTTONS = { reset: 'Reset', apply: 'Apply' } as const;
