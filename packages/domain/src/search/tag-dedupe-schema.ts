import { z } from 'zod';

/** `CategoryWithTagsEntry` as a schema: 001 §3 "entries whose first item is a category code" (not empty), then its child tags. */
export const CategoryWithTagsEntrySchema = z.tuple([z.string().min(1)], z.string());

/** `CategoryWithTagsList` as a schema: 001 §7.1 "GET /v3/group_class/category_with_tags ... category list". */
export const CategoryWithTagsListSchema = z.array(CategoryWithTagsEntrySchema);
