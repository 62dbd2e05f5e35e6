import { MINUTE_MS } from '@app/domain';

/** How often the server sweeps unless SWEEP_INTERVAL_MS says otherwise (env.ts). */
export const SWEEP_INTERVAL_MS = MINUTE_MS;
