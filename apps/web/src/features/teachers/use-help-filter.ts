import {
  buildTeacherSearchPayload,
  getHelpFilterStatus,
  getTopSpokenLanguage,
  HELP_FILTER_STATUS,
  type HelpFilterStatus,
  type TeacherSearchQuery,
} from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useViewer } from '../../lib/viewer';
import { searchTeachersQuery } from './api/search-teachers';

/**
 * 001 §4.2 "Also-speak helper": for a signed-in user in the filter test, the count-only search
 * (`has_get_only_total: 1`, failures count 0) of the current filters plus the user's top spoken
 * language decides the status; 11 and 12 change the header and offer to add that language.
 */
export function useHelpFilter({
  enabled,
  language,
  query,
  universalCount,
  zone,
  now,
}: {
  enabled: boolean;
  language: string;
  query: TeacherSearchQuery;
  universalCount: number | undefined;
  zone: string;
  now: number;
}): { status: HelpFilterStatus; speaks: string | null } {
  const { foundation } = useViewer();
  const speaks = foundation ? getTopSpokenLanguage({ languageList: foundation.language_list, exclude: language }) : null;
  const active = enabled && speaks !== null && !query.speaks.includes(speaks);
  const body = {
    ...buildTeacherSearchPayload({
      query: { ...query, speaks: [speaks ?? ''].filter(Boolean) },
      language,
      userTimezone: zone,
      now: Math.floor(now / 60_000) * 60_000,
    }),
    has_get_only_total: 1 as const,
  };
  const count = useQuery({ ...searchTeachersQuery(body), enabled: active, staleTime: 60_000 });
  if (!active) return { status: HELP_FILTER_STATUS.none, speaks };
  const matches = count.data && !('data' in count.data) ? count.data.count : 0;
  return { status: getHelpFilterStatus({ enabled: true, speaksLanguage: speaks, speaksMatchCount: matches, universalCount }), speaks };
}
