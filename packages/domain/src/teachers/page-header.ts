import { doesHelpFilterChangeHeader, HELP_FILTER_STATUS, type HelpFilterStatus } from './help-filter-status';
import type { TeacherType } from './search-query';

/** SEO overrides from the marketing content record (001 §3 `hero_title`, `hero_description`). */
export interface TeacherSearchSeoOverrides {
  readonly title?: string | null | undefined;
  readonly subtitle?: string | null | undefined;
}

export interface TeacherSearchHeader {
  readonly title: string;
  readonly subtitle: string;
}

/** `english` -> `English`, `chinese (cantonese)` -> `Chinese (Cantonese)`, `sign-language` -> `Sign-Language`. */
export function formatLanguageName(language: string): string {
  return language
    .trim()
    .toLowerCase()
    .replace(/(^|[\s(-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

function teachersNoun(teacherType: TeacherType | null | undefined): string {
  if (teacherType === 'pro') return 'teachers';
  if (teacherType === 'tutor') return 'tutors';
  return 'teachers & tutors';
}

function baseHeader(language: string, teacherType: TeacherType | null | undefined): TeacherSearchHeader {
  const noun = teachersNoun(teacherType);
  const prefix = language === '' ? '' : `${language} `;
  return {
    title: `Online ${prefix}${noun}`,
    subtitle: `Choose from online ${prefix}${noun} for 1-on-1 lessons, at a time and a price that suit you.`,
  };
}

/**
 * The instant page promises short notice, not "right now" (issue 17): an instant booking starts at
 * the teacher's first free half hour at least 15 minutes ahead, which each card names.
 */
function instantHeader(language: string): TeacherSearchHeader {
  const prefix = language === '' ? '' : `${language} `;
  return {
    title: `Instant ${prefix}lessons`,
    subtitle: `Book a 1-on-1 ${prefix}lesson at short notice. Each teacher shows the earliest time you can start.`,
  };
}

function helpFilterHeader(language: string, speaks: string, status: HelpFilterStatus): TeacherSearchHeader {
  const prefix = language === '' ? '' : `${language} `;
  return {
    title: language === '' ? `Teachers who also speak ${speaks}` : `${language} teachers who also speak ${speaks}`,
    subtitle:
      status === HELP_FILTER_STATUS.speaksMatchFew
        ? `Only a few ${prefix}teachers also speak ${speaks}. Remove some filters to see more of them.`
        : `Learn with teachers who can explain things in ${speaks} when you need it.`,
  };
}

function nonBlank(value: string | null | undefined): string | null {
  const v = value?.trim() ?? '';
  return v === '' ? null : v;
}

/**
 * 001 §2.5 "Page header: title and subtitle vary by language, with SEO overrides, instant-lesson
 * mode and help-filter states." and 001 §4.2 "Statuses 11 and 12 change the title and subtitle."
 *
 * In order of precedence:
 * 1. SEO overrides: a non-blank `seo.title` / `seo.subtitle` replaces that line, whatever the rest.
 * 2. Instant-lesson mode: `Instant English lessons` (the help filter is not shown there).
 * 3. Help-filter status 11 or 12 with a `speaksLanguage`: `English teachers who also speak Spanish`,
 *    and a subtitle that differs between 11 (few: suggests removing filters) and 12 (many).
 * 4. Otherwise `Online English teachers & tutors` (`teachers` for pro, `tutors` for tutor).
 * Languages are shown capitalised (`formatLanguageName`); a blank language drops the word.
 */
export function getTeacherSearchHeader({
  language,
  isInstantLesson = false,
  helpFilterStatus = HELP_FILTER_STATUS.none,
  speaksLanguage,
  teacherType,
  seo,
}: {
  language: string | null | undefined;
  isInstantLesson?: boolean;
  helpFilterStatus?: HelpFilterStatus;
  speaksLanguage?: string | null | undefined;
  teacherType?: TeacherType | null | undefined;
  seo?: TeacherSearchSeoOverrides | null | undefined;
}): TeacherSearchHeader {
  const lang = formatLanguageName(language ?? '');
  const speaks = formatLanguageName(speaksLanguage ?? '');
  const header = isInstantLesson
    ? instantHeader(lang)
    : doesHelpFilterChangeHeader(helpFilterStatus) && speaks !== ''
      ? helpFilterHeader(lang, speaks, helpFilterStatus)
      : baseHeader(lang, teacherType);
  return {
    title: nonBlank(seo?.title) ?? header.title,
    subtitle: nonBlank(seo?.subtitle) ?? header.subtitle,
  };
}
