import { sanitizeSearchText } from './keyword';

/**
 * 001 §3: "Category-with-tags list: entries whose first item is a category code." Each entry is
 * `[categoryCode, ...childTags]`, e.g. `['CA003', 'IELTS', 'TOEFL']`.
 */
export type CategoryWithTagsEntry = [categoryCode: string, ...childTags: string[]];

/** 001 §7.1 "GET /v3/group_class/category_with_tags ... category list": the category list of the category filter. */
export type CategoryWithTagsList = CategoryWithTagsEntry[];

/** The category codes of the list, in list order (the options of the category filter, after 'All'). */
export function getCategoryCodes(list: CategoryWithTagsList): string[] {
  return list.map(([code]) => code);
}

/** The category codes a tag is a child of (usually one; none for an unknown tag or a category code itself). */
export function getParentCategories({ tag, categoryWithTags }: { tag: string; categoryWithTags: CategoryWithTagsList }): string[] {
  return categoryWithTags.filter(([code, ...children]) => code !== tag && children.includes(tag)).map(([code]) => code);
}

/**
 * 000 §5: "Tag lists drop parent and child duplicates." 000 §5: "Search text and tags are stripped
 * of everything except letters (including accented), digits and spaces." Each tag is sanitised and
 * trimmed (empties dropped); a repeat is dropped; a child tag is dropped when one of its parent
 * categories is in the list too (the parent is broader, so it already covers the child). First
 * occurrences keep their order.
 */
export function dedupeTags({ tags, categoryWithTags }: { tags: readonly string[]; categoryWithTags: CategoryWithTagsList }): string[] {
  const cleaned = [...new Set(tags.map((t) => sanitizeSearchText(t).trim()).filter((t) => t.length > 0))];
  const present = new Set(cleaned);
  return cleaned.filter((tag) => !getParentCategories({ tag, categoryWithTags }).some((parent) => present.has(parent)));
}
