import { createApiClient } from '@app/api';

/** The one API client of the web app: same origin, `/api`, 10 s timeout, every answer parsed. */
export const api = createApiClient();
