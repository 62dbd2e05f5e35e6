import { acceptContentResponse } from './marketing-content';

/**
 * 001 §8 "A failed tags, SEO or FAQ module load falls back to a default description." The generic
 * description used when nothing more specific is known.
 */
export const DEFAULT_SEO_DESCRIPTION =
  'Find the right online language teacher for you. Book 1-on-1 lessons with professional teachers and community tutors, at a time that suits you.';

/** The generic title of the teachers page when no language is known. */
export const DEFAULT_SEO_TITLE = 'Online Language Teachers & Tutors for 1-on-1 Lessons';

/** Title and description of a teachers page, and where they came from. */
export interface TeacherLanguageSeo {
  readonly title: string;
  readonly description: string;
  /** `content`: the accepted content record gave at least one of them; `default`: our copy. */
  readonly source: 'content' | 'default';
}

function toDisplayName(language: string): string {
  return language
    .split(/(\s+)/)
    .map((part) => (part.length > 0 ? part.charAt(0).toUpperCase() + part.slice(1) : part))
    .join('');
}

/**
 * The default (English) title and description of a teachers page for a path language:
 * `english` -> "Online English Teachers & Tutors ...", `english-speaking` -> "English-speaking ...",
 * `professional` and `tutoring` have their own copy, a missing language gets the generic copy.
 */
export function getDefaultTeacherLanguageSeo(language: string | null | undefined): { title: string; description: string } {
  const lang = (language ?? '').trim().toLowerCase();
  if (lang === '') return { title: DEFAULT_SEO_TITLE, description: DEFAULT_SEO_DESCRIPTION };
  if (lang === 'professional') {
    return {
      title: 'Professional Online Language Teachers',
      description: 'Learn with certified professional language teachers. Book structured 1-on-1 online lessons at a time that suits you.',
    };
  }
  if (lang === 'tutoring') {
    return {
      title: 'Community Language Tutors for Conversation Practice',
      description: 'Practise speaking with friendly community tutors. Book informal 1-on-1 online lessons at a time that suits you.',
    };
  }
  if (lang.endsWith('-speaking')) {
    const name = `${toDisplayName(lang.slice(0, -'-speaking'.length))}-speaking`;
    return {
      title: `${name} Online Language Teachers`,
      description: `Find online language teachers who speak your language. Book 1-on-1 lessons with ${name} teachers and tutors, at a time that suits you.`,
    };
  }
  const name = toDisplayName(lang);
  return {
    title: `Online ${name} Teachers & Tutors for 1-on-1 Lessons`,
    description: `Find the right ${name} teacher for you. Book 1-on-1 online ${name} lessons with professional teachers and community tutors, at a time that suits you.`,
  };
}

/**
 * 001 §7.2 "A function for teacher-language SEO data is called when content is missing." and 001 §8
 * "A failed tags, SEO or FAQ module load falls back to a default description."
 * `content` is the raw answer of the content call (or `undefined` when the call failed). When it is
 * accepted (`acceptContentResponse`), its non-blank `meta_title` / `meta_description` are used; each
 * missing or blank one falls back to the default copy of `getDefaultTeacherLanguageSeo`. The default
 * copy is English whatever `display_language` is (the web app translates it).
 */
export function getTeacherLanguageSeo({
  language,
  content,
}: {
  language: string | null | undefined;
  display_language: string;
  content?: unknown;
}): TeacherLanguageSeo {
  const fallback = getDefaultTeacherLanguageSeo(language);
  const accepted = acceptContentResponse(content);
  if (!accepted.accepted) return { ...fallback, source: 'default' };
  const title = accepted.content.meta_title?.trim() ?? '';
  const description = accepted.content.meta_description?.trim() ?? '';
  if (title === '' && description === '') return { ...fallback, source: 'default' };
  return {
    title: title === '' ? fallback.title : title,
    description: description === '' ? fallback.description : description,
    source: 'content',
  };
}
