import { checkResetToken } from '@app/api';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** Whether a reset link still works (`GET /v1/account/reset_password`); a bad link is final, so no retry. */
export function resetTokenQuery(token: string) {
  return queryOptions({ ...apiQuery(checkResetToken, { query: { token } }), retry: false });
}
