import { translateTeacherList } from '@app/api';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** 001 §7.2 `POST /v2/translate/teacher_list`: the cards' texts in the display language. */
export function teacherTranslationsQuery({ teacherIds, targetLang }: { teacherIds: readonly number[]; targetLang: string }) {
  return queryOptions({
    ...apiQuery(translateTeacherList, { body: { teacher_ids: [...teacherIds], target_lang: targetLang } }),
    staleTime: Infinity,
  });
}
