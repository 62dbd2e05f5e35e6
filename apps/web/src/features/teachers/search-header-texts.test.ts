import { formatLanguageName, getTeacherSearchHeader, HELP_FILTER_STATUS, type HelpFilterStatus, type TeacherType } from '@app/domain';
import { expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { translate } from '../../i18n/translate';
import { getSearchHeaderTexts } from './search-header-texts';

const t = (key: Parameters<typeof translate>[0]['key'], vars?: Record<string, string | number>) => translate({ catalog: en, key, vars });

it("the English header is exactly the domain's getTeacherSearchHeader in every state", () => {
  const statuses: HelpFilterStatus[] = Object.values(HELP_FILTER_STATUS);
  const types: (TeacherType | undefined)[] = [undefined, 'pro', 'tutor'];
  for (const language of ['english', 'chinese (cantonese)']) {
    for (const isInstantLesson of [false, true]) {
      for (const helpFilterStatus of statuses) {
        for (const teacherType of types) {
          for (const seo of [undefined, { title: 'SEO title', subtitle: ' ' }]) {
            const args = { language, isInstantLesson, helpFilterStatus, speaksLanguage: 'spanish', teacherType, seo };
            expect(getSearchHeaderTexts({ t, languageName: formatLanguageName, ...args })).toEqual(getTeacherSearchHeader(args));
          }
        }
      }
    }
  }
});
