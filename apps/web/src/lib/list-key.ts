import type { RequestParams } from '@app/domain';

/** The wire params without `offset` or `page`: the identity of a paged list (a query key part). */
export function listKey(params: RequestParams): RequestParams {
  return Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'offset' && name !== 'page'));
}
