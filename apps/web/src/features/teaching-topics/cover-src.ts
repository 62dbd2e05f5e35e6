import type { TeachingTopic } from '@app/api';
import { hashFnv1a32 } from '@app/domain';

/**
 * The cover to show. An uploaded cover's address changes with each upload; the generated one keeps
 * its address while it is drawn from the title, category, language and level, which browsers cache:
 * a version of those in the query shows the edit at once (the server ignores the query).
 */
export function coverSrc(
  topic: Pick<TeachingTopic, 'intro_cover' | 'has_uploaded_cover' | 'title' | 'category' | 'language' | 'language_level'>,
): string {
  const cover = topic.intro_cover ?? '';
  if (topic.has_uploaded_cover || cover === '') return cover;
  return `${cover}?v=${hashFnv1a32(`${topic.title}|${topic.category}|${topic.language}|${topic.language_level}`).toString(36)}`;
}
