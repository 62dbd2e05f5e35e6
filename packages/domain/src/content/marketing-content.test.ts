import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeContentResponse, makeMarketingContent } from '../testing/automatch-gating-content-builders';
import { acceptContentResponse, isAllowedContentPostType } from './marketing-content';

describe('acceptContentResponse: "accepted only when the code is 200, data exists and post_type is allowed (teachers only if localized, learn, scholarships, landing)"', () => {
  it.each(['learn', 'scholarships', 'landing'])('accepts post_type %s', (post_type) => {
    const result = acceptContentResponse(makeContentResponse(makeMarketingContent({ post_type })));
    expect(result).toEqual({ accepted: true, content: makeMarketingContent({ post_type }) });
  });
  it('"teachers only if localized"', () => {
    expect(acceptContentResponse(makeContentResponse(makeMarketingContent({ post_type: 'teachers', localized: true }))).accepted).toBe(
      true,
    );
    expect(acceptContentResponse(makeContentResponse(makeMarketingContent({ post_type: 'teachers', localized: 1 }))).accepted).toBe(true);
    expect(acceptContentResponse(makeContentResponse(makeMarketingContent({ post_type: 'teachers', localized: false })))).toEqual({
      accepted: false,
      reason: 'post-type-not-allowed',
    });
    expect(acceptContentResponse(makeContentResponse(makeMarketingContent({ post_type: 'teachers' })))).toEqual({
      accepted: false,
      reason: 'post-type-not-allowed',
    });
  });
  it('rejects other post types, other codes, missing data and malformed records', () => {
    expect(acceptContentResponse(makeContentResponse(makeMarketingContent({ post_type: 'blog' })))).toEqual({
      accepted: false,
      reason: 'post-type-not-allowed',
    });
    expect(acceptContentResponse(makeContentResponse(makeMarketingContent(), 404))).toEqual({
      accepted: false,
      reason: 'not-success-code',
    });
    expect(acceptContentResponse(makeContentResponse(makeMarketingContent(), '200')).accepted).toBe(true);
    expect(acceptContentResponse(makeContentResponse(null))).toEqual({ accepted: false, reason: 'no-data' });
    expect(acceptContentResponse({ code: 200 })).toEqual({ accepted: false, reason: 'no-data' });
    expect(acceptContentResponse(makeContentResponse({ post_type: 'learn', faq_questions: [{ faq_question: 'Q' }] }))).toEqual({
      accepted: false,
      reason: 'malformed-data',
    });
    expect(acceptContentResponse(makeContentResponse({ meta_title: 'x' }))).toEqual({ accepted: false, reason: 'malformed-data' });
    expect(acceptContentResponse('<html>')).toEqual({ accepted: false, reason: 'malformed-response' });
    expect(acceptContentResponse(undefined)).toEqual({ accepted: false, reason: 'malformed-response' });
  });
  it('property: never throws, and accepts exactly per the oracle', () => {
    const dataArb = fc.oneof(
      fc.anything(),
      fc.record(
        {
          post_type: fc.constantFrom('teachers', 'learn', 'scholarships', 'landing', 'blog', 'Learn'),
          localized: fc.constantFrom(true, false, 0, 1, null, undefined),
        },
        { requiredKeys: ['post_type'] },
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom(200, '200', 404, 500, '0'), dataArb, (code, data) => {
        const result = acceptContentResponse({ code, data });
        const record = typeof data === 'object' && data !== null ? (data as { post_type?: unknown; localized?: unknown }) : null;
        const postOk =
          record !== null &&
          (['learn', 'scholarships', 'landing'].includes(record.post_type as string) ||
            (record.post_type === 'teachers' && (record.localized === true || record.localized === 1)));
        if (result.accepted) expect(String(code) === '200' && postOk).toBe(true);
        if (String(code) === '200' && postOk && Object.keys(record).every((k) => k === 'post_type' || k === 'localized'))
          expect(result.accepted).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.anything(), (anything) => {
        expect(() => acceptContentResponse(anything)).not.toThrow();
      }),
    );
  });
});

describe('isAllowedContentPostType', () => {
  it('is case-sensitive', () => {
    expect(isAllowedContentPostType({ post_type: 'LEARN' })).toBe(false);
    expect(isAllowedContentPostType({ post_type: 'learn' })).toBe(true);
  });
});
