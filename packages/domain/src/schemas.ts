// @app/domain/schemas: the zod schemas of the rules' records, apart from the rules so that importing a
// rule never loads zod (README.md "Entries"). Each schema is named for the plain type it checks.
export * from './automatch/lesson-preference-schema';
export * from './automatch/user-languages-schema';
export * from './booking/booking-hand-off-schema';
export * from './booking/check-status-schema';
export * from './content/card-translation-schema';
export * from './content/experiments-schema';
export * from './content/faq-schema';
export * from './content/marketing-content-schema';
export * from './levels/level-filter-codes-schema';
export * from './search/feedback-schema';
export * from './search/group-class-filters-schema';
export * from './search/keyword-schema';
export * from './search/search-history-schema';
export * from './search/tag-dedupe-schema';
export * from './teachers/saved-filters-schema';
export * from './teachers/search-payload-schema';
export * from './teachers/search-query-schema';
export * from './time/day-slots-schema';
export * from './time/day-start-windows-schema';
