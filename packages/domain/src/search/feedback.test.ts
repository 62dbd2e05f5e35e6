import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_SUCCESS_MESSAGE,
  FEEDBACK_TOO_LONG_CODE,
  FEEDBACK_TOO_LONG_MESSAGE,
  canSendFeedback,
  getFeedbackOutcome,
  validateFeedbackMessage,
} from './feedback';
import { FeedbackBodySchema } from './feedback-schema';

describe('feedback: "Send is disabled while empty"', () => {
  it('empty and whitespace-only cannot be sent', () => {
    expect(canSendFeedback('')).toBe(false);
    expect(canSendFeedback('  \n\t')).toBe(false);
    expect(canSendFeedback(' a ')).toBe(true);
  });
});

describe('feedback length: "ErrFeedbackCustomMsgLengthTooLong shows \'No more than 5000 characters\'"', () => {
  it('5000 characters are accepted, 5001 are refused with the spec code and text', () => {
    expect(validateFeedbackMessage('a'.repeat(5000))).toBeNull();
    expect(validateFeedbackMessage('a'.repeat(5001))).toEqual({
      code: 'ErrFeedbackCustomMsgLengthTooLong',
      message: 'No more than 5000 characters',
    });
    expect(FEEDBACK_TOO_LONG_CODE).toBe('ErrFeedbackCustomMsgLengthTooLong');
    expect(FEEDBACK_TOO_LONG_MESSAGE).toBe('No more than 5000 characters');
  });

  it('counts after trimming, and an emoji as one character', () => {
    expect(validateFeedbackMessage(` ${'a'.repeat(5000)} `)).toBeNull();
    expect(validateFeedbackMessage('😀'.repeat(5000))).toBeNull();
    expect(validateFeedbackMessage('   ')?.code).toBe('ErrFeedbackCustomMsgEmpty');
  });

  it('property: boundary ±1 for the schema and the validator alike', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(-1, 0, 1),
        fc.constantFrom('a', 'é', '😀'),
        fc.constantFrom('topic' as const, 'general' as const),
        (delta, ch, category) => {
          const msg = ch.repeat(FEEDBACK_MAX_LENGTH + delta);
          expect(validateFeedbackMessage(msg) === null).toBe(delta <= 0);
          expect(FeedbackBodySchema.safeParse({ category, custom_msg: msg }).success).toBe(delta <= 0);
        },
      ),
    );
  });
});

describe('FeedbackBodySchema: "body {category, custom_msg}", category "\'topic\' or \'general\'"', () => {
  it('parses and trims', () => {
    expect(FeedbackBodySchema.parse({ category: 'topic', custom_msg: '  More IELTS please ' })).toEqual({
      category: 'topic',
      custom_msg: 'More IELTS please',
    });
    expect(FeedbackBodySchema.safeParse({ category: 'other', custom_msg: 'x' }).success).toBe(false);
    expect(FeedbackBodySchema.safeParse({ category: 'general', custom_msg: '   ' }).success).toBe(false);
  });
});

describe('getFeedbackOutcome: "Submitted Successfully and the form closes"', () => {
  it('success closes the form with the toast', () => {
    expect(getFeedbackOutcome({ errorCode: null })).toEqual({ closeForm: true, toast: 'Submitted Successfully' });
    expect(FEEDBACK_SUCCESS_MESSAGE).toBe('Submitted Successfully');
  });

  it('the length error keeps the form open', () => {
    expect(getFeedbackOutcome({ errorCode: 'ErrFeedbackCustomMsgLengthTooLong' })).toEqual({
      closeForm: false,
      toast: 'No more than 5000 characters',
    });
  });

  it('another error keeps it open with the server text, if any', () => {
    expect(getFeedbackOutcome({ errorCode: 'Other', errorMessage: 'Oops' })).toEqual({ closeForm: false, toast: 'Oops' });
    expect(getFeedbackOutcome({ errorCode: 'Other' })).toEqual({ closeForm: false, toast: null });
  });
});
