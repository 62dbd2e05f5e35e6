/**
 * 000 §2 D "It copies a share link with tracking params." The campaign names what is shared, so the
 * visits a shared link brings can be told apart from other traffic.
 */
export const COURSE_SHARE_TRACKING = { utm_source: 'share', utm_medium: 'copy_link', utm_campaign: 'group_course' } as const;

/** The course page's address with the tracking parameters: `{origin}/group-course/{topicId}?utm_source=share&...`. */
export function buildCourseShareUrl({ origin, topicId }: { origin: string; topicId: number }): string {
  const url = new URL(`/group-course/${encodeURIComponent(String(topicId))}`, origin);
  for (const [key, value] of Object.entries(COURSE_SHARE_TRACKING)) url.searchParams.set(key, value);
  return url.toString();
}
