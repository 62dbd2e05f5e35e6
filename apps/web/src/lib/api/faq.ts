import { getFaq } from '@app/api';
import type { DisplayLocale } from '../../i18n/locales';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../api-query';

/** `/v3/faq` of the teachers page in the display language (support panel, teacher search blocks). */
export function teachersFaqQuery({ lang }: { lang: DisplayLocale }) {
  return queryOptions({ ...apiQuery(getFaq, { query: { page: 'teachers', lang } }), staleTime: 5 * 60_000 });
}
