import type { AvailabilityView } from '@app/api';

/** 10 March 2026 12:00 UTC: the stories' and tests' now; Madrid is UTC+01:00. */
export const STORY_NOW = Date.UTC(2026, 2, 10, 12);
export const STORY_TODAY = '2026-03-10';

export const EMPTY_VIEW: AvailabilityView = {
  zone: 'Europe/Madrid',
  zone_offset: 'UTC+01:00',
  weekly: [],
  exceptions: [],
  offer: { has_trial: true, trial_price: 500, min_price: 1500, instant_booking: false },
  is_set: false,
  open_slots: 0,
  first_open_slot: null,
  horizon_days: 56,
};

export const FILLED_VIEW: AvailabilityView = {
  ...EMPTY_VIEW,
  weekly: [
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 1, start: '17:00', end: '20:00' },
    { weekday: 3, start: '09:00', end: '13:00' },
    { weekday: 5, start: '15:00', end: '19:30' },
  ],
  exceptions: [
    { date: '2026-03-16', ranges: [] },
    { date: '2026-03-19', ranges: [{ start: '10:00', end: '11:00' }] },
  ],
  offer: { has_trial: true, trial_price: 0, min_price: 1800, instant_booking: true },
  is_set: true,
  open_slots: 212,
  first_open_slot: '2026-03-11T08:00:00.000Z',
};

/** Mistakes the form shows when saved: a range ending before it starts, two overlapping ranges, a trial dearer than a lesson. */
export const MISTAKES_VIEW: AvailabilityView = {
  ...FILLED_VIEW,
  weekly: [
    { weekday: 2, start: '12:00', end: '10:00' },
    { weekday: 4, start: '09:00', end: '12:00' },
    { weekday: 4, start: '11:00', end: '13:00' },
  ],
  offer: { has_trial: true, trial_price: 2500, min_price: 1800, instant_booking: false },
};
