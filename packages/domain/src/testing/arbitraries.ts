// fast-check arbitraries shared by every property test of the package.
import fc from 'fast-check';
import { CLASS_STUDENT_STATUSES } from '../class/statuses';
import { DAY_MS } from '../time/constants';

/** Instants from 2000 to 2100 in whole milliseconds. */
export const instantArb = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });

/** A class length between 1 minute and 2 days. */
export const durationArb = fc.integer({ min: 60_000, max: 2 * DAY_MS });

/** IANA zones with and without DST, both hemispheres, half-hour and 45-minute offsets. */
export const zoneArb = fc.constantFrom(
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'Australia/Sydney',
  'Asia/Tokyo',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'America/Sao_Paulo',
  'Pacific/Auckland',
  'America/St_Johns',
  'Europe/London',
  'Pacific/Chatham',
);

export const capacityArb = fc.integer({ min: 1, max: 12 });
export const seatStatusArb = fc.constantFrom(...CLASS_STUDENT_STATUSES);
