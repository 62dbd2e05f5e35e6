// Types a team without zod gets: every rule entry resolves, and its types are real (not any).
import { canSeeMeetingDetails } from '@app/domain';
import { type Instant, isWithinDays } from '@app/domain/time';
import { getBookingCheckMessage } from '@app/domain/booking';
import { normalizeKeyword } from '@app/domain/search';
import { buildTeacherSearchPayload } from '@app/domain/teachers';

export const within: boolean = isWithinDays({ dayOffset: 2, days: 3 });
export const now: Instant = '2026-03-12T12:00:00Z';
// @ts-expect-error dayOffset is a number
isWithinDays({ dayOffset: '2', days: 3 });
export const used = [canSeeMeetingDetails, getBookingCheckMessage, normalizeKeyword, buildTeacherSearchPayload];
