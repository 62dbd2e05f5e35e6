import { getAdminGiftCodes } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** Staff: every gift code, newest first, with uses and remaining. */
export function adminGiftCodesQuery() {
  return apiQuery(getAdminGiftCodes);
}
