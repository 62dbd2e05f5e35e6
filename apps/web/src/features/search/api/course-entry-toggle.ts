import { getCourseEntryToggle } from '@app/api';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** 001 §2.4 the course-entry feature flag. */
export function courseEntryToggleQuery() {
  return queryOptions({ ...apiQuery(getCourseEntryToggle), staleTime: 60_000 });
}
