import { z } from 'zod';
import { BOOKING_CHECK_STATUSES } from './check-status';

/** `z.enum(BOOKING_CHECK_STATUSES)`: parses a known check status (an unknown one fails). */
export const BookingCheckStatusSchema = z.enum(BOOKING_CHECK_STATUSES);
