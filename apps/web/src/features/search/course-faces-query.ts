import type { GroupCourseSearchItem } from '@app/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { userProfilesQuery } from '../../lib/api/user-profiles';
import { getCourseCardLearners, type LearnerFace } from './course-search-card';

/** `GET /v3/users/profiles` takes at most this many ids (the API's PROFILE_IDS_MAX). */
const PROFILE_IDS_PER_CALL = 100;

/**
 * 001 §7.1 "GET /v3/users/profiles | user_ids comma-joined | list with user_id, avatar_file_name,
 * nickname": the faces of the learners the course cards show (3 per card), in one call.
 */
/** The query for the faces of the learners `courses` show (none to ask for: disabled). */
export function courseFacesQuery(courses: readonly GroupCourseSearchItem[]) {
  const ids = [...new Set(courses.flatMap((c) => getCourseCardLearners(c).shown))].sort((a, b) => a - b).slice(0, PROFILE_IDS_PER_CALL);
  return queryOptions({ ...userProfilesQuery({ userIds: ids }), enabled: ids.length > 0, staleTime: 5 * 60_000 });
}

export function useCourseFaces(courses: readonly GroupCourseSearchItem[]): ReadonlyMap<number, LearnerFace> {
  const query = useMemo(() => courseFacesQuery(courses), [courses]);
  const profiles = useQuery(query);
  return useMemo(() => new Map((profiles.data ?? []).map((p) => [p.user_id, p])), [profiles.data]);
}
