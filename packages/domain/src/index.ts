// The public API of @app/domain: the rules, their constants and plain types, and no zod. Each line is
// one rule file, or one of the four areas that are also entries of their own (@app/domain/time,
// /booking, /search, /teachers: the folder's index.ts); the zod schemas are @app/domain/schemas
// (schemas.ts). See README.md "Entries".
export * from './time/index';

export * from './class/statuses';
export * from './class/group-class';
export * from './class/class-headline';
export * from './class/class-actions';
export * from './class/class-countdown';
export * from './class/meeting-details';
export * from './class/room-access';
export * from './class/drop-class';
export * from './class/canceller';
export * from './class/class-cancellation-text';
export * from './class/material-access';
export * from './class/share';
export * from './class/teacher-cancel';
export * from './class/staff-cancel';
export * from './class/attendee-avatars';

export * from './course/statuses';
export * from './course/group-course';
export * from './course/course-headline';
export * from './course/course-actions';
export * from './course/cancel-course-spot';
export * from './course/course-cancellation-text';
export * from './course/course-price';
export * from './course/course-capacity';
export * from './course/course-lifecycle';
export * from './course/course-auto-cancel';
export * from './course/course-wall-times';
export * from './course/teacher-cancel-course';
export * from './course/staff-cancel-course';

export * from './spots/seat-count';
export * from './spots/spots-display';
export * from './spots/course-join-button';

export * from './booking/index';

export * from './levels/level-labels';
export * from './levels/level-filter-codes';
export * from './levels/level-options';
export * from './levels/spoken-levels';

export * from './search/index';

export * from './teachers/index';
export * from './content/language-tags';

export * from './money/currency';
export * from './money/hundredths';
export * from './money/top-up';
export * from './money/gift-code';

export * from './reminders/class-reminders';
export * from './earnings/commission';
export * from './earnings/earning-ledger';

export * from './lessons/lesson';
export * from './lessons/lesson-options';
export * from './lessons/lesson-starts';
export * from './lessons/lesson-days';
export * from './lessons/lesson-booking-check';
export * from './lessons/lesson-cancel';
export * from './lessons/lesson-join';

export * from './automatch/auto-match';
export * from './automatch/lesson-preference';
export * from './automatch/url-query';
export * from './automatch/user-languages';

export * from './gating/group-class-page';

export * from './content/card-translation';
export * from './content/content-request';
export * from './content/download';
export * from './content/experiments';
export * from './content/faq';
export * from './content/language-pairs';
export * from './content/marketing-content';
export * from './content/seo';
export * from './content/share-event';
export * from './content/support-widget';
export * from './content/popup-audience';

export * from './schedule/constants';
export * from './schedule/local-time';
export * from './schedule/weekly-series';
export * from './schedule/schedule-check';
export * from './schedule/course-settings';
export * from './class/attendance';
export * from './reviews/review-rules';
export * from './class/teacher-join';
export * from './topics/topic-draft';
export * from './topics/topic-edit';
export * from './topics/topic-status';
export * from './teacher-application/application-fields';
export * from './teacher-application/validate-application';
export * from './teacher-application/application-review';
export * from './availability/weekly-hours';
export * from './availability/open-slots';
export * from './availability/lesson-offer';

export * from './accounts/account-tokens';
export * from './accounts/password-policy';
export * from './accounts/device';
export * from './accounts/profile';
export * from './accounts/account-deletion';
