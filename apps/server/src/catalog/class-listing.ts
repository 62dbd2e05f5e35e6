import type { GroupClassSearchItem, GroupCourseSearchItem } from '@app/api';
import type { RenderedJson } from '../http/rendered-json';
import type { SearchFilter } from '../search/search-filter';
import { classCard, courseCard } from './cards';
import { type ListedPage, type ListingSource, type PageRequest, countMatches, listPage } from './listing';
import type { CatalogView } from './mirror';
import type { MirrorClass, MirrorCourse } from './mirror-rows';

const classSource = (view: CatalogView): ListingSource<MirrorClass> => ({
  entries: view.classes,
  topics: view.topics,
  topicsGeneration: view.topicsGeneration,
  withTags: true,
});
/** Course search ignores `tag` (001 §7.1 "search params minus tag"). */
const courseSource = (view: CatalogView): ListingSource<MirrorCourse> => ({
  entries: view.courses,
  topics: view.topics,
  topicsGeneration: view.topicsGeneration,
  withTags: false,
});

/** The cards of these entries, in order; an entry whose topic or teacher the view lacks is left out. */
function cardsOf<T extends MirrorClass | MirrorCourse, C>(
  view: CatalogView,
  entries: readonly T[],
  render: (
    entry: T,
    topic: NonNullable<ReturnType<CatalogView['topics']['get']>>,
    teacher: NonNullable<ReturnType<CatalogView['teachers']['get']>>,
  ) => C,
): C[] {
  return entries.flatMap((entry) => {
    const topic = view.topics.get(entry.topicId);
    const teacher = view.teachers.get(entry.teacherId);
    return topic && teacher ? [render(entry, topic, teacher)] : [];
  });
}

/**
 * One page of matching single classes as cards, soonest first (ties by id); with `groupByTopic`,
 * one per topic, its next matching class (000 §7, 001 §7.1).
 */
export function listClassCards(view: CatalogView, filter: SearchFilter, page: PageRequest): ListedPage<RenderedJson<GroupClassSearchItem>> {
  const found = listPage(classSource(view), filter, page);
  return { items: cardsOf(view, found.items, classCard), hasNext: found.hasNext };
}

/** How many cards the class search lists: topics with a matching class (`groupByTopic`), else matching classes. */
export function countClassCards(view: CatalogView, filter: SearchFilter, options: { groupByTopic: boolean }): number {
  return countMatches(classSource(view), filter, options);
}

/** The cards of these open single classes, in the order of `ids` (others are left out). */
export function classCardsById(view: CatalogView, ids: readonly number[]): RenderedJson<GroupClassSearchItem>[] {
  return cardsOf(
    view,
    ids.flatMap((id) => view.classes.byId.get(id) ?? []),
    classCard,
  );
}

/** One page of upcoming courses as cards, soonest first; with `groupByTopic`, one per course topic, its next course. */
export function listCourseCards(
  view: CatalogView,
  filter: SearchFilter,
  page: PageRequest,
): ListedPage<RenderedJson<GroupCourseSearchItem>> {
  const found = listPage(courseSource(view), filter, page);
  return { items: cardsOf(view, found.items, courseCard), hasNext: found.hasNext };
}

/** How many course cards the search lists: course topics with a matching course (`groupByTopic`), else courses. */
export function countCourseCards(view: CatalogView, filter: SearchFilter, options: { groupByTopic: boolean }): number {
  return countMatches(courseSource(view), filter, options);
}
