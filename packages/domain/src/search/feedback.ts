import { countCharacters } from './text-length';

/** 001 §3: "Feedback: category ('topic' or 'general') and custom_msg." */
export const FEEDBACK_CATEGORIES = ['topic', 'general'] as const;

/** 001 §3 feedback category: 'topic' (a topic request) or 'general'. */
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** 001 §9: "Feedback max 5000 characters." Inclusive: 5000 characters are accepted, 5001 are not. */
export const FEEDBACK_MAX_LENGTH = 5000;

/** 001 §5 / §8: the server code for a feedback text over 5000 characters. */
export const FEEDBACK_TOO_LONG_CODE = 'ErrFeedbackCustomMsgLengthTooLong';

/** 001 §8: "ErrFeedbackCustomMsgLengthTooLong: shows 'No more than 5000 characters' and keeps the form open." */
export const FEEDBACK_TOO_LONG_MESSAGE = 'No more than 5000 characters';

/** Our code for an empty (or whitespace-only) feedback text reaching the server (the spec has none; the UI never sends one). */
export const FEEDBACK_EMPTY_CODE = 'ErrFeedbackCustomMsgEmpty';

/** Our message for `FEEDBACK_EMPTY_CODE`. */
export const FEEDBACK_EMPTY_MESSAGE = 'Please enter your feedback';

/** 001 §8: "Feedback success: 'Submitted Successfully' and the form closes." */
export const FEEDBACK_SUCCESS_MESSAGE = 'Submitted Successfully';

/**
 * 001 §4.1 "button disabled while the text is empty"; 001 §5 "Send is disabled while empty".
 * Whitespace-only counts as empty. Over-long text is not blocked here: the server answers
 * ErrFeedbackCustomMsgLengthTooLong (001 §5).
 */
export function canSendFeedback(customMsg: string): boolean {
  return customMsg.trim().length > 0;
}

/** 001 §7.1: "POST /v3/group_class/feedbacks: body {category, custom_msg}", after parsing (`FeedbackBodySchema`: the message trimmed, 1..5000 characters). */
export interface FeedbackBody {
  category: FeedbackCategory;
  custom_msg: string;
}

/**
 * 001 §5 / §8: the server-side check of a feedback text, with the spec's code: `null` when it may be
 * saved; ErrFeedbackCustomMsgLengthTooLong ('No more than 5000 characters') over 5000 characters
 * (5000 inclusive, after trimming); our empty code for a blank text.
 */
export function validateFeedbackMessage(
  customMsg: string,
): { readonly code: typeof FEEDBACK_EMPTY_CODE | typeof FEEDBACK_TOO_LONG_CODE; readonly message: string } | null {
  const text = customMsg.trim();
  if (text.length === 0) return { code: FEEDBACK_EMPTY_CODE, message: FEEDBACK_EMPTY_MESSAGE };
  if (countCharacters(text) > FEEDBACK_MAX_LENGTH) return { code: FEEDBACK_TOO_LONG_CODE, message: FEEDBACK_TOO_LONG_MESSAGE };
  return null;
}

/** What the form does with the answer of a send. */
export interface FeedbackOutcome {
  readonly closeForm: boolean;
  /** The toast text, or `null` for none. */
  readonly toast: string | null;
}

/**
 * 001 §4.1 "Feedback form: open, then sending ..., then closed on success"; 001 §8 "'Submitted
 * Successfully' and the form closes" / ErrFeedbackCustomMsgLengthTooLong "shows 'No more than 5000
 * characters' and keeps the form open". `errorCode` is the code read from the response's error, or
 * `null` for success. Any other code keeps the form open with its server message (or no toast).
 */
export function getFeedbackOutcome({
  errorCode,
  errorMessage,
}: {
  errorCode: string | null;
  errorMessage?: string | null;
}): FeedbackOutcome {
  if (errorCode === null) return { closeForm: true, toast: FEEDBACK_SUCCESS_MESSAGE };
  if (errorCode === FEEDBACK_TOO_LONG_CODE) return { closeForm: false, toast: FEEDBACK_TOO_LONG_MESSAGE };
  return { closeForm: false, toast: errorMessage ?? null };
}
