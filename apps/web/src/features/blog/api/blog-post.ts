import { getBlogPost } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** One blog post by its slug. */
export function blogPostQuery({ slug }: { slug: string }) {
  return apiQuery(getBlogPost, { params: { slug } });
}
