import { getAvailability } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** The signed-in teacher's hours and lesson offer (`GET /v1/teaching/availability`). */
export function availabilityQuery() {
  return apiQuery(getAvailability);
}
