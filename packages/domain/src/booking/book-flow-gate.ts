import type { Viewer } from './viewer';

/**
 * 000 §9: "Confirm-email threshold is register_status at most 4." Inclusive: register_status 4
 * (and below) with an unconfirmed email is gated; 5 is not.
 */
export const CONFIRM_EMAIL_REGISTER_STATUS_MAX = 4;

/** The viewer fields the gates read; `null`/`undefined` means signed out. */
export type GateViewer = Pick<Viewer, 'register_status' | 'is_confirm_email'> | null | undefined;

/** What a book click does before any booking check. */
export type BookFlowGate = 'sign-in' | 'confirm-email' | 'check-booking';

/** What a Contact teacher click does. */
export type ContactTeacherGate = 'sign-in' | 'confirm-email' | 'contact';

/**
 * 000 §5: "A user with register_status 4 or lower and an unconfirmed email is prompted to confirm
 * the email, both for booking and for contacting the teacher." True iff signed in,
 * `register_status <= 4` (inclusive) and `is_confirm_email` is false or 0.
 * @example mustConfirmEmail({ register_status: 4, is_confirm_email: 0 }) // true
 */
export function mustConfirmEmail(viewer: GateViewer): boolean {
  if (viewer === null || viewer === undefined) return false;
  return viewer.register_status <= CONFIRM_EMAIL_REGISTER_STATUS_MAX && !viewer.is_confirm_email;
}

/**
 * 000 §4 Book flow: "1. The user must be signed in, otherwise a sign-in prompt opens. 2. A user
 * with register_status at most 4 and an unconfirmed email gets an email-confirmation prompt
 * instead. 3. Otherwise a booking status check is made." In that order.
 * @example getBookFlowGate({ viewer: null }) // 'sign-in'
 */
export function getBookFlowGate({ viewer }: { viewer: GateViewer }): BookFlowGate {
  if (viewer === null || viewer === undefined) return 'sign-in';
  return mustConfirmEmail(viewer) ? 'confirm-email' : 'check-booking';
}

/**
 * 000 §6: "Student with unconfirmed email (register_status at most 4) | Must confirm the email
 * before booking or messaging a teacher." The same gate as booking: a visitor is sent to sign in
 * (messaging needs an account), an unconfirmed low-status user to confirm the email, everyone
 * else may contact the teacher.
 * @example getContactTeacherGate({ viewer: makeViewer({ register_status: 5, is_confirm_email: 0 }) }) // 'contact'
 */
export function getContactTeacherGate({ viewer }: { viewer: GateViewer }): ContactTeacherGate {
  const gate = getBookFlowGate({ viewer });
  return gate === 'check-booking' ? 'contact' : gate;
}
