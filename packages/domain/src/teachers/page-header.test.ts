import { describe, expect, it } from 'vitest';
import { formatLanguageName, getTeacherSearchHeader } from './page-header';

describe('getTeacherSearchHeader: 001 §2.5 "Page header: title and subtitle vary by language, with SEO overrides, instant-lesson mode and help-filter states"', () => {
  it('by language (and teacher type)', () => {
    expect(getTeacherSearchHeader({ language: 'english' }).title).toBe('Online English teachers & tutors');
    expect(getTeacherSearchHeader({ language: 'spanish', teacherType: 'pro' }).title).toBe('Online Spanish teachers');
    expect(getTeacherSearchHeader({ language: 'spanish', teacherType: 'tutor' }).title).toBe('Online Spanish tutors');
    expect(getTeacherSearchHeader({ language: null }).title).toBe('Online teachers & tutors');
  });
  it('instant-lesson mode', () => {
    expect(
      getTeacherSearchHeader({ language: 'english', isInstantLesson: true, helpFilterStatus: 12, speaksLanguage: 'spanish' }).title,
    ).toBe('Instant English lessons');
    // Issue 17: an instant lesson starts at the teacher's earliest free time, which may be 40 minutes away.
    expect(getTeacherSearchHeader({ language: 'english', isInstantLesson: true }).subtitle).toBe(
      'Book a 1-on-1 English lesson at short notice. Each teacher shows the earliest time you can start.',
    );
  });
  it('"Statuses 11 and 12 change the title and subtitle."', () => {
    const base = getTeacherSearchHeader({ language: 'english' });
    const few = getTeacherSearchHeader({ language: 'english', helpFilterStatus: 11, speaksLanguage: 'spanish' });
    const many = getTeacherSearchHeader({ language: 'english', helpFilterStatus: 12, speaksLanguage: 'spanish' });
    expect(few.title).toBe('English teachers who also speak Spanish');
    expect(many.title).toBe(few.title);
    expect(few.subtitle).not.toBe(many.subtitle);
    expect(few.subtitle).not.toBe(base.subtitle);
    for (const s of [0, 21, 22, 31, 32] as const) {
      expect(getTeacherSearchHeader({ language: 'english', helpFilterStatus: s, speaksLanguage: 'spanish' })).toEqual(base);
    }
    expect(getTeacherSearchHeader({ language: 'english', helpFilterStatus: 11, speaksLanguage: '' })).toEqual(base);
  });
  it('"SEO overrides" take precedence, line by line; blank overrides are ignored', () => {
    expect(
      getTeacherSearchHeader({ language: 'english', isInstantLesson: true, seo: { title: 'Learn English online', subtitle: ' ' } }),
    ).toEqual({ title: 'Learn English online', subtitle: getTeacherSearchHeader({ language: 'english', isInstantLesson: true }).subtitle });
  });
  it('formatLanguageName capitalises words', () => {
    expect(formatLanguageName('chinese (cantonese)')).toBe('Chinese (Cantonese)');
    expect(formatLanguageName(' ENGLISH ')).toBe('English');
  });
});
