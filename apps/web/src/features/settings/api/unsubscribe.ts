import { getUnsubscribe } from '@app/api';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** What an unsubscribe link stops, read without changing anything (`GET /v1/mail/unsubscribe`); a bad link is final. */
export function unsubscribeQuery(token: string) {
  return queryOptions({ ...apiQuery(getUnsubscribe, { query: { token } }), retry: false });
}
