import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeViewer } from '../testing/builders';
import { CONFIRM_EMAIL_REGISTER_STATUS_MAX, getBookFlowGate, getContactTeacherGate, mustConfirmEmail } from './book-flow-gate';

describe('getBookFlowGate: 000 §4 Book flow steps 1-3', () => {
  it('"The user must be signed in, otherwise a sign-in prompt opens."', () => {
    expect(getBookFlowGate({ viewer: null })).toBe('sign-in');
    expect(getBookFlowGate({ viewer: undefined })).toBe('sign-in');
  });
  it('"A user with register_status at most 4 and an unconfirmed email gets an email-confirmation prompt instead."', () => {
    expect(getBookFlowGate({ viewer: makeViewer({ register_status: 4, is_confirm_email: false }) })).toBe('confirm-email');
    expect(getBookFlowGate({ viewer: makeViewer({ register_status: 0, is_confirm_email: 0 }) })).toBe('confirm-email');
  });
  it('boundary: register_status 4 is gated, 5 is not (inclusive at 4)', () => {
    expect(CONFIRM_EMAIL_REGISTER_STATUS_MAX).toBe(4);
    expect(getBookFlowGate({ viewer: makeViewer({ register_status: 3, is_confirm_email: 0 }) })).toBe('confirm-email');
    expect(getBookFlowGate({ viewer: makeViewer({ register_status: 4, is_confirm_email: 0 }) })).toBe('confirm-email');
    expect(getBookFlowGate({ viewer: makeViewer({ register_status: 5, is_confirm_email: 0 }) })).toBe('check-booking');
  });
  it('"Otherwise a booking status check is made." (confirmed email, any status)', () => {
    expect(getBookFlowGate({ viewer: makeViewer({ register_status: 1, is_confirm_email: true }) })).toBe('check-booking');
    expect(getBookFlowGate({ viewer: makeViewer({ register_status: 4, is_confirm_email: 1 }) })).toBe('check-booking');
  });
  it('property: confirm-email iff register_status <= 4 and email unconfirmed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2, max: 12 }),
        fc.constantFrom(true, false, 0 as const, 1 as const),
        (register_status, is_confirm_email) => {
          const viewer = makeViewer({ register_status, is_confirm_email });
          const unconfirmed = is_confirm_email === false || is_confirm_email === 0;
          expect(mustConfirmEmail(viewer)).toBe(register_status <= 4 && unconfirmed);
          expect(getBookFlowGate({ viewer })).toBe(register_status <= 4 && unconfirmed ? 'confirm-email' : 'check-booking');
        },
      ),
    );
  });
});

describe('getContactTeacherGate: "both for booking and for contacting the teacher"', () => {
  it('the same gate, ending in contact', () => {
    expect(getContactTeacherGate({ viewer: null })).toBe('sign-in');
    expect(getContactTeacherGate({ viewer: makeViewer({ register_status: 4, is_confirm_email: 0 }) })).toBe('confirm-email');
    expect(getContactTeacherGate({ viewer: makeViewer({ register_status: 5, is_confirm_email: 0 }) })).toBe('contact');
    expect(mustConfirmEmail(null)).toBe(false);
  });
  it('property: agrees with the book-flow gate for every viewer', () => {
    fc.assert(
      fc.property(
        fc.option(
          fc.record({
            register_status: fc.integer({ min: 0, max: 8 }),
            is_confirm_email: fc.constantFrom(true, false, 0 as const, 1 as const),
          }),
        ),
        (viewer) => {
          const book = getBookFlowGate({ viewer });
          expect(getContactTeacherGate({ viewer })).toBe(book === 'check-booking' ? 'contact' : book);
        },
      ),
    );
  });
});
