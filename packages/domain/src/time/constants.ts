/**
 * Every time boundary of both specs, named once. Rules compare against these, never bare numbers.
 * Boundary convention (used everywhere): "more than X before" is strict (`start - now > X`);
 * windows are half-open `[from, to)`.
 */
export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** 000 §9: "Drop class, cancellation and refund are allowed only more than 24 h before start." Exclusive: at exactly 24 h, no. */
export const DROP_WINDOW_MS = 24 * HOUR_MS;

/** 000 §9: "A course is auto-cancelled and refunded 24 h before start if the minimum students are not met." */
export const COURSE_AUTO_CANCEL_LEAD_MS = 24 * HOUR_MS;

/** 000 §9: "Meeting details and join open 10 min before start." Inclusive: at exactly start - 10 min, open. */
export const JOIN_LEAD_MS = 10 * MINUTE_MS;

/** 000 §9: "The problem report window is 1 day after the end." Half-open: [end, end + 1 day). */
export const PROBLEM_REPORT_WINDOW_MS = DAY_MS;

/** 000 §9: "An optional 5 min break exists." */
export const OPTIONAL_BREAK_MS = 5 * MINUTE_MS;

/** 000 §1: "Group classes are 60 minutes with 6 learners per class." */
export const GROUP_CLASS_DURATION_MINUTES = 60;
/** 000 §1: "Group classes are 60 minutes with 6 learners per class." */
export const GROUP_CLASS_CAPACITY = 6;

/** 000 §9: "1000 ms delay after cancel before the message; 1 s pause after booking before refresh." */
export const CANCEL_MESSAGE_DELAY_MS = 1_000;
/** 000 §9: "1 s pause after booking before refresh." */
export const BOOKING_REFRESH_DELAY_MS = 1_000;
/** 000 §9: "Resize debounce is 300 ms; book click debounce is 300 ms." */
export const BOOK_CLICK_DEBOUNCE_MS = 300;
/** 000 §9: "Resize debounce is 300 ms." */
export const RESIZE_DEBOUNCE_MS = 300;
/** 001 §9: "Filter panels close about 1 second after hover ends." */
export const FILTER_PANEL_CLOSE_DELAY_MS = 1_000;
/** 001 §9: "Call timeout 10000 ms." */
export const CALL_TIMEOUT_MS = 10_000;
