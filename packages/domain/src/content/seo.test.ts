import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeContentResponse, makeMarketingContent } from '../testing/automatch-gating-content-builders';
import { DEFAULT_SEO_DESCRIPTION, DEFAULT_SEO_TITLE, getDefaultTeacherLanguageSeo, getTeacherLanguageSeo } from './seo';

describe('getTeacherLanguageSeo: "A function for teacher-language SEO data is called when content is missing"', () => {
  it("uses the accepted content record's meta title and description", () => {
    const content = makeContentResponse(makeMarketingContent({ meta_title: 'Spanish teachers', meta_description: 'Learn Spanish.' }));
    expect(getTeacherLanguageSeo({ language: 'spanish', display_language: 'en', content })).toEqual({
      title: 'Spanish teachers',
      description: 'Learn Spanish.',
      source: 'content',
    });
  });
  it('"A failed tags, SEO or FAQ module load falls back to a default description"', () => {
    const fallback = getDefaultTeacherLanguageSeo('spanish');
    expect(getTeacherLanguageSeo({ language: 'spanish', display_language: 'en' })).toEqual({ ...fallback, source: 'default' });
    expect(
      getTeacherLanguageSeo({ language: 'spanish', display_language: 'es', content: makeContentResponse(makeMarketingContent(), 500) }),
    ).toEqual({ ...fallback, source: 'default' });
    expect(
      getTeacherLanguageSeo({
        language: 'spanish',
        display_language: 'en',
        content: makeContentResponse(makeMarketingContent({ post_type: 'teachers' })),
      }).source,
    ).toBe('default');
    expect(fallback.title).toBe('Online Spanish Teachers & Tutors for 1-on-1 Lessons');
  });
  it('falls back field by field when the record has a blank one', () => {
    const content = makeContentResponse(makeMarketingContent({ meta_title: 'Custom', meta_description: '  ' }));
    expect(getTeacherLanguageSeo({ language: 'french', display_language: 'en', content })).toEqual({
      title: 'Custom',
      description: getDefaultTeacherLanguageSeo('french').description,
      source: 'content',
    });
  });
  it('has copy for no language, professional, tutoring and {language}-speaking', () => {
    expect(getDefaultTeacherLanguageSeo(undefined)).toEqual({ title: DEFAULT_SEO_TITLE, description: DEFAULT_SEO_DESCRIPTION });
    expect(getDefaultTeacherLanguageSeo('professional').title).toBe('Professional Online Language Teachers');
    expect(getDefaultTeacherLanguageSeo('tutoring').title).toBe('Community Language Tutors for Conversation Practice');
    expect(getDefaultTeacherLanguageSeo('english-speaking').title).toBe('English-speaking Online Language Teachers');
  });
  it('property: never throws and never returns blank text', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.anything(), (language, content) => {
        const seo = getTeacherLanguageSeo({ language, display_language: 'en', content });
        expect(seo.title.trim()).not.toBe('');
        expect(seo.description.trim()).not.toBe('');
      }),
    );
  });
});
