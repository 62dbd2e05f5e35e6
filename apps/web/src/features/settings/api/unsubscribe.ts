import { getUnsubscribe } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** What an unsubscribe link stops, read without changing anything (`GET /v1/mail/unsubscribe`). */
export function unsubscribeQuery(token: string) {
  return { ...apiQuery(getUnsubscribe, { query: { token } }), retry: false };
}
