import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  acceptContentResponse,
  type ContentResponse,
  type MarketingContent,
  type MarketingFaqQuestion,
  readMarketingContent,
} from './marketing-content';
import type { MarketingFaqQuestionSchema } from './marketing-content-schema';
import { ContentResponseSchema, MarketingContentSchema } from './marketing-content-schema';

const TEXT_FIELDS = ['meta_title', 'hero_title', 'faq_title', 'cta_link', 'blog_title'];
const loose = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom(null, undefined, 0, 1, 2, true, false), fc.jsonValue({ maxDepth: 1 }));
const faq = fc.oneof(
  fc.array(
    fc.record(
      { faq_question: fc.oneof(fc.string({ maxLength: 6 }), loose), faq_answer: fc.string({ maxLength: 6 }), extra: loose },
      { requiredKeys: [] },
    ),
    { maxLength: 3 },
  ),
  loose,
);
const contentLike = fc.record(
  {
    post_type: fc.oneof(fc.constantFrom('teachers', 'learn', 'scholarships', 'landing', 'other'), loose),
    localized: loose,
    faq_questions: faq,
    language_filter: fc.oneof(fc.array(fc.oneof(fc.string({ maxLength: 4 }), loose), { maxLength: 3 }), loose),
    unknown_field: loose,
    ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, loose])),
  },
  { requiredKeys: [] },
);

describe('the content record read without zod agrees with its schemas', () => {
  it('each schema has the plain type of marketing-content.ts (checked when the tests compile)', () => {
    expectTypeOf<z.infer<typeof MarketingFaqQuestionSchema>>().toEqualTypeOf<MarketingFaqQuestion>();
    expectTypeOf<z.infer<typeof MarketingContentSchema>>().toEqualTypeOf<MarketingContent>();
    expectTypeOf<z.infer<typeof ContentResponseSchema>>().toEqualTypeOf<ContentResponse>();
  });

  it('property: readMarketingContent accepts exactly what MarketingContentSchema accepts, with the same fields kept', () => {
    fc.assert(
      fc.property(fc.oneof(contentLike, loose), (value) => {
        const parsed = MarketingContentSchema.safeParse(value);
        expect(readMarketingContent(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 3_000 },
    );
  });

  it('property: acceptContentResponse refuses a malformed answer exactly when ContentResponseSchema does', () => {
    const answer = fc.record(
      { code: fc.oneof(fc.constantFrom(200, '200', 404, '200.0'), loose), data: fc.oneof(contentLike, loose), message: loose },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(answer, loose), (value) => {
        const result = acceptContentResponse(value);
        const malformed = !result.accepted && result.reason === 'malformed-response';
        expect(malformed).toBe(!ContentResponseSchema.safeParse(value).success);
      }),
      { numRuns: 3_000 },
    );
  });
});
