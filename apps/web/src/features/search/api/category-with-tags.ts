import { getCategoryWithTags } from '@app/api';
import { buildCategoryWithTagsParams, type SearchRequestInput } from '@app/domain';
import { apiQuery } from '../../../lib/api-query';

/** 001 §7.1 `category_with_tags`: the category filter's options. */
export function categoriesQuery(input: SearchRequestInput) {
  return apiQuery(getCategoryWithTags, { query: buildCategoryWithTagsParams(input) });
}
