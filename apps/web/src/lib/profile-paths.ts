/** The teacher profile (000 §2 page key "teacher profile (id, language)"). */
export function teacherProfileHref({ teacherId, language }: { teacherId: number; language?: string | null }): string {
  return language ? `/teacher/${teacherId}/${encodeURIComponent(language)}` : `/teacher/${teacherId}`;
}

/** The public user profile (000 §2 "user profile (id)"). */
export function userProfileHref(userId: number): string {
  return `/user/${userId}`;
}

/** The teacher's group-class page by language (DESIGN.md routes). */
export function teacherGroupClassesHref({ teacherId, language }: { teacherId: number; language: string }): string {
  return `/group-class/teacher/${teacherId}/${encodeURIComponent(language)}`;
}
