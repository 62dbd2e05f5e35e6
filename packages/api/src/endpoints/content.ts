import { defineEndpoint } from '../contract/endpoint';
import {
  AllLanguagesResponseSchema,
  BlogAndTeacherQuerySchema,
  BlogAndTeacherResponseSchema,
  CmsFilterQuerySchema,
  CmsFilterResponseSchema,
  FaqQuerySchema,
  FaqResponseSchema,
  PopularLanguagesResponseSchema,
} from '../schemas/content';

export const getCmsContent = defineEndpoint({
  method: 'GET',
  path: '/v3/cms/gateway/filter',
  access: 'public',
  summary: 'Marketing content for a language and path (001 §7.2): { code, data, message }, code 200 or 404 (data null).',
  query: CmsFilterQuerySchema,
  response: CmsFilterResponseSchema,
});

export const getAllLanguages = defineEndpoint({
  method: 'GET',
  path: '/v2/config/all_language',
  access: 'public',
  summary: 'The configured languages, each with its text_code, by name.',
  response: AllLanguagesResponseSchema,
});

export const getPopularLanguages = defineEndpoint({
  method: 'GET',
  path: '/v2/config/popular_language',
  access: 'public',
  summary: 'The popular languages in rank order.',
  response: PopularLanguagesResponseSchema,
});

export const getFaq = defineEndpoint({
  method: 'GET',
  path: '/v3/faq',
  access: 'public',
  summary: 'FAQ items of the teacher page (q, aMain, aSub, type) or the group-class page (q, a) in a language, else English.',
  query: FaqQuerySchema,
  response: FaqResponseSchema,
});

export const getBlogAndTeacher = defineEndpoint({
  method: 'GET',
  path: '/v2/seo/blog-and-teacher',
  access: 'public',
  summary: 'Blog links for the teacher search page (001 §7.2 data.blog_dict).',
  query: BlogAndTeacherQuerySchema,
  response: BlogAndTeacherResponseSchema,
});
