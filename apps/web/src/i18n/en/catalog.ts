import {
  SPOTS_BE_THE_FIRST_TEXT,
  SPOTS_BOOKED_BY_YOU_TEXT,
  SPOTS_FULLY_BOOKED_TEXT,
  SPOTS_ONLY_ONE_LEFT_TEXT,
} from '@app/domain';

/**
 * Catalogue words shared by every page: category and tag names (000 §3 "category (translation
 * key)"), level and spots texts. English values are the specs' own texts, taken from @app/domain.
 */
export const catalog = {
  CA001: 'Daily life',
  CA002: 'Business',
  CA003: 'Exams',
  CA004: 'Kids',
  CA005: 'Travel & culture',
  categoryAll: 'All',
  levelNative: 'Native',
  minutes: '{n} min',
  spotsPerClass: '{n} spots per class',
  perClass: 'per class',
  spotsBookedByYou: SPOTS_BOOKED_BY_YOU_TEXT,
  spotsFullyBooked: SPOTS_FULLY_BOOKED_TEXT,
  spotsBeTheFirst: SPOTS_BE_THE_FIRST_TEXT,
  spotsOnlyOneLeft: SPOTS_ONLY_ONE_LEFT_TEXT,
  spotsOnlyFewLeft: 'Only {n} spots left',
  spotsLeft: '{n} spots left',
  classWith: 'with {name}',
  opensInNewTab: '(opens in a new tab)',
} as const;
