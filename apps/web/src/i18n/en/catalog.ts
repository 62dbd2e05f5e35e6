/**
 * Catalogue words shared by every page: category and tag names (000 §3 "category (translation
 * key)"), level and spots texts. English values are the specs' own texts, written out; `spec-texts.test.ts` keeps them equal to @app/domain.
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
  // Time left (a countdown, an instant lesson's start): "2 h 14 min", "1 day 3 h".
  hours: '{n} h',
  days_one: '{count} day',
  days_other: '{count} days',
  spotsPerClass: '{n} spots per class',
  perClass: 'per class',
  spotsBookedByYou: 'Booked by you',
  spotsFullyBooked: 'Fully booked',
  spotsBeTheFirst: 'Be the first!',
  spotsOnlyOneLeft: 'Only 1 spot left',
  spotsOnlyFewLeft: 'Only {n} spots left',
  spotsLeft: '{n} spots left',
  classWith: 'with {name}',
  opensInNewTab: '(opens in a new tab)',
} as const;
