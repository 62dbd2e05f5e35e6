/**
 * The catalogue words the landing page and the shell show (category names, spots, levels): the
 * English core's part of `catalog` (./core.ts). The rest, the tag names, is in ./catalog.ts.
 */
export const catalogCore = {
  CA001: 'Daily life',
  CA002: 'Business',
  CA003: 'Exams',
  CA004: 'Kids',
  CA005: 'Travel & culture',
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
