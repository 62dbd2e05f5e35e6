import { doesHelpFilterChangeHeader, HELP_FILTER_STATUS, type HelpFilterStatus, type TeacherType } from '@app/domain';
import type { TFunction } from '../../i18n/i18n-provider';

/**
 * The page header of 001 §2.5 in the display language, with the precedence of the domain's
 * `getTeacherSearchHeader` (its English copy is the English catalog's; a test keeps them equal):
 * SEO overrides (the content record's hero title/description), then instant mode, then help-filter
 * status 11/12, then the base title by teacher type.
 */
export function getSearchHeaderTexts({
  t,
  languageName,
  language,
  isInstantLesson,
  helpFilterStatus,
  speaksLanguage,
  teacherType,
  seo,
}: {
  t: TFunction;
  /** Names a language text code inside a sentence of the display language. */
  languageName: (textCode: string) => string;
  language: string;
  isInstantLesson: boolean;
  helpFilterStatus: HelpFilterStatus;
  speaksLanguage: string | null | undefined;
  teacherType: TeacherType | undefined;
  seo?: { title?: string | null | undefined; subtitle?: string | null | undefined } | undefined;
}): { title: string; subtitle: string } {
  const vars = { language: languageName(language), speaks: speaksLanguage ? languageName(speaksLanguage) : '' };
  let header: { title: string; subtitle: string };
  if (isInstantLesson) {
    header = { title: t('teachers.instantTitle', vars), subtitle: t('teachers.instantSubtitle', vars) };
  } else if (doesHelpFilterChangeHeader(helpFilterStatus) && vars.speaks !== '') {
    header = {
      title: t('teachers.helpTitle', vars),
      subtitle:
        helpFilterStatus === HELP_FILTER_STATUS.speaksMatchFew ? t('teachers.helpSubtitleFew', vars) : t('teachers.helpSubtitleMany', vars),
    };
  } else {
    const kind = teacherType === 'pro' ? 'Pro' : teacherType === 'tutor' ? 'Tutor' : 'All';
    header = { title: t(`teachers.title${kind}`, vars), subtitle: t(`teachers.subtitle${kind}`, vars) };
  }
  const title = seo?.title?.trim();
  const subtitle = seo?.subtitle?.trim();
  return { title: title || header.title, subtitle: subtitle || header.subtitle };
}
