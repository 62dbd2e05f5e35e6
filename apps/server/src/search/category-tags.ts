import type { CategoryWithTagsList } from '@app/domain';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/database';
import { categories, tags } from '../db/schema-discovery';
import { forEachMatch } from '../catalog/listing';
import type { CatalogView } from '../catalog/mirror';
import type { SearchFilter } from './search-filter';

/**
 * 001 §3 "Category-with-tags list: entries whose first item is a category code", answered for the
 * search filters minus category and tag (001 §7.1). Each entry is `[categoryCode, ...tags]`, both in
 * catalogue order (`categories.position`, `tags.position`).
 *
 * - A tag is listed when at least one listed card (a single class, or a course while the
 *   course-entry flag is on) of a topic with that tag matches the filters, so the filter never
 *   offers a tag that would empty the page.
 * - `fetchAll` (`fetch_type=all`, what the page sends): every category is listed, so the
 *   category options stay put while the user narrows the search. Otherwise only categories with a
 *   match are listed.
 */
export async function loadCategoryWithTags(
  db: Db,
  { view, filter, fetchAll, includeCourses }: { view: CatalogView; filter: SearchFilter; fetchAll: boolean; includeCourses: boolean },
): Promise<CategoryWithTagsList> {
  const topicFilter = { ...filter, categories: undefined, tags: undefined };
  const matchedTopics = new Set<number>();
  const noteTopic = (entry: { topicId: number }): boolean => {
    matchedTopics.add(entry.topicId);
    return true;
  };
  const once = { firstPerTopic: true };
  forEachMatch({ ...view, entries: view.classes, withTags: false }, topicFilter, noteTopic, once);
  if (includeCourses) forEachMatch({ ...view, entries: view.courses, withTags: false }, topicFilter, noteTopic, once);
  const matched = [...matchedTopics].flatMap((id) => view.topics.get(id) ?? []);

  const matchedCategories = new Set(matched.map((m) => m.category));
  const matchedTags = new Set(matched.flatMap((m) => (m.tag === null ? [] : [`${m.category}\u0000${m.tag}`])));
  const catalogue = await db.select({ code: categories.code }).from(categories).orderBy(asc(categories.position), asc(categories.code));
  const catalogueTags = await db
    .select({ code: tags.code, category_code: tags.category_code })
    .from(tags)
    .orderBy(asc(tags.position), asc(tags.code));

  return catalogue
    .filter((c) => fetchAll || matchedCategories.has(c.code))
    .map((c): CategoryWithTagsList[number] => [
      c.code,
      ...catalogueTags.filter((t) => t.category_code === c.code && matchedTags.has(`${c.code}\u0000${t.code}`)).map((t) => t.code),
    ]);
}
