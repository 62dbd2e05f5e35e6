import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type * as rules from './index';
import type * as schemas from './schemas';

type Output<S extends keyof typeof schemas> = z.output<(typeof schemas)[S]>;

// The rules name their records with plain types so that they load no zod; each schema of
// @app/domain/schemas checks one of them. Here (and in the *-schema.test.ts files with property
// tests: booking hand-off, FAQ, lesson preference, marketing content, teacher-search query) each
// schema's output type must be its plain type exactly, so the two cannot drift apart.
describe('@app/domain/schemas: each schema has the plain type of its rule (checked when the tests compile)', () => {
  it('time and levels', () => {
    expectTypeOf<Output<'DaytimeSlotSchema'>>().toEqualTypeOf<rules.DaytimeSlot>();
    expectTypeOf<Output<'WeekdayIndexSchema'>>().toEqualTypeOf<rules.WeekdayIndex>();
    expectTypeOf<Output<'StartWindowSchema'>>().toEqualTypeOf<rules.StartWindow>();
    expectTypeOf<Output<'LevelFilterCodeSchema'>>().toEqualTypeOf<rules.LevelFilterCode>();
  });

  it('booking', () => {
    expectTypeOf<Output<'BookingCheckStatusSchema'>>().toEqualTypeOf<rules.BookingCheckStatus>();
  });

  it('group-class search', () => {
    expectTypeOf<Output<'ClassTypeSchema'>>().toEqualTypeOf<rules.ClassType>();
    expectTypeOf<Output<'PriceTokenSchema'>>().toEqualTypeOf<string>();
    expectTypeOf<Output<'KeywordSchema'>>().toEqualTypeOf<rules.Keyword>();
    expectTypeOf<Output<'GroupClassSearchFiltersSchema'>>().toEqualTypeOf<rules.GroupClassSearchFilters>();
    expectTypeOf<Output<'SearchHistorySchema'>>().toEqualTypeOf<rules.SearchHistory>();
    expectTypeOf<Output<'SearchHistoryWordBodySchema'>>().toEqualTypeOf<rules.SearchHistoryWordBody>();
    expectTypeOf<Output<'FeedbackCategorySchema'>>().toEqualTypeOf<rules.FeedbackCategory>();
    expectTypeOf<Output<'FeedbackBodySchema'>>().toEqualTypeOf<rules.FeedbackBody>();
    expectTypeOf<Output<'CategoryWithTagsEntrySchema'>>().toEqualTypeOf<rules.CategoryWithTagsEntry>();
    expectTypeOf<Output<'CategoryWithTagsListSchema'>>().toEqualTypeOf<rules.CategoryWithTagsList>();
  });

  it('teacher search', () => {
    expectTypeOf<Output<'PayloadFlagSchema'>>().toEqualTypeOf<rules.PayloadFlag>();
    expectTypeOf<Output<'TimeRangeSchema'>>().toEqualTypeOf<rules.TimeRange>();
    expectTypeOf<Output<'TeacherSearchPayloadSchema'>>().toEqualTypeOf<rules.TeacherSearchPayload>();
    expectTypeOf<Output<'SavedFilterEntrySchema'>>().toEqualTypeOf<rules.SavedFilterEntry>();
    expectTypeOf<Output<'SavedFiltersRecordSchema'>>().toEqualTypeOf<rules.SavedFiltersRecord>();
  });

  it('auto-match and content', () => {
    expectTypeOf<Output<'UserLanguageEntrySchema'>>().toEqualTypeOf<rules.UserLanguageEntry>();
    expectTypeOf<Output<'TranslationItemSchema'>>().toEqualTypeOf<rules.TranslationItem>();
    expectTypeOf<Output<'ExperimentGroupSchema'>>().toEqualTypeOf<rules.ExperimentGroup>();
  });
});
