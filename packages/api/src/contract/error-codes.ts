/**
 * Every error code the server can answer, with its HTTP status: a closed list. Services throw a
 * code (the server's `AppError`); the edge sets the status from here; each endpoint lists the codes
 * it may answer (`errors`), the OpenAPI document shows them, and the web has an en and es text for
 * every one. Adding a code here without texts fails the web's catalogue test.
 */
export const ERROR_STATUS = {
  // Any request
  InvalidRequest: 400,
  InvalidJson: 400,
  BodyTooDeep: 400,
  BodyTooLarge: 413,
  CsrfHeaderMissing: 403,
  NotSignedIn: 401,
  NotFound: 404,
  InternalError: 500,
  // Edge only: a Hono HTTPException (no endpoint throws one; the status is the exception's own).
  HttpError: 400,
  IdempotencyKeyReused: 422,
  // Accounts
  InvalidCredentials: 401,
  InvalidToken: 400,
  AlreadyConfirmed: 409,
  ConfirmEmailRequired: 403,
  TooManyConfirmationMails: 429,
  TooManySignInsForAccountFromAddress: 429,
  TooManySignInsFromAddress: 429,
  SignInPacedForAccount: 429,
  TooManySignUpsFromAddress: 429,
  // Accounts a person can manage (issue 17)
  InvalidResetToken: 400,
  InvalidEmailChangeToken: 400,
  WeakPassword: 400,
  CurrentPasswordWrong: 403,
  TooManyPasswordAttempts: 429,
  TooManyPasswordResetsFromAddress: 429,
  TooManyPasswordResetsForAccount: 429,
  EmailTaken: 409,
  SameEmail: 400,
  AccountHasTeaching: 409,
  // Booking (000 §8 check statuses answered as refusals, and the actions of 000 §4, §6)
  TimeNotAvailable: 409,
  ClassNotExist: 404,
  ClassCancelled: 409,
  ClassStart: 409,
  ClassEnd: 409,
  SpotEmpty: 409,
  HasBooked: 409,
  CantBookBySelf: 409,
  InsufficientBalance: 402,
  CourseClassNotBookable: 409,
  CourseClassNotDroppable: 409,
  CourseClassNotCancellable: 409,
  CourseNotCancellable: 409,
  DropWindowClosed: 409,
  CancelWindowClosed: 409,
  TeacherCancelNotAllowed: 409,
  ProblemReportClosed: 409,
  NotATeacher: 403,
  // Teaching: topics and their uploads (issue 14)
  TopicEditLocked: 409,
  TopicArchived: 409,
  FileTooLarge: 413,
  UnsupportedFileType: 415,
  TooManyMaterials: 409,
  // Lessons
  OwnLesson: 409,
  TrialNotAvailable: 409,
  OptionNotOffered: 409,
  SlotNotAvailable: 409,
  LessonCancelled: 409,
  LessonStarted: 409,
  LessonCancelWindowClosed: 409,
  LessonEnded: 409,
  // Messages, search, support, events
  CannotMessageSelf: 400,
  TooManyMessages: 429,
  GC883: 400,
  ErrFeedbackCustomMsgEmpty: 400,
  ErrFeedbackCustomMsgLengthTooLong: 400,
  TooManyFeedbacksFromUser: 429,
  TooManyFeedbacksFromAddress: 429,
  TooManySupportRequestsFromUser: 429,
  TooManySupportRequestsFromAddress: 429,
  TooManyEventsFromVisitor: 429,
  TooManyEventsFromAddress: 429,
  // Teacher schedule (issue 14: classes, series, courses)
  NotYourTopic: 403,
  TopicNotSchedulable: 409,
  ScheduleDstGap: 409,
  ScheduleInPast: 409,
  ScheduleTooSoon: 409,
  ScheduleTooFar: 409,
  ScheduleOverlap: 409,
  // Teaching: the teacher's own class (issue 14)
  NotYourClass: 403,
  AttendanceNotOpen: 409,
  AttendanceClosed: 409,
  StudentNotBooked: 409,
  // Becoming a teacher (issue 14)
  AlreadyATeacher: 409,
  TeacherApplicationPending: 409,
  ReapplyTooSoon: 409,
  ApplicationNotPending: 409,
  // Gift codes (issue 15)
  GiftCodeNotFound: 404,
  GiftCodeAlreadyRedeemed: 409,
  GiftCodeExpired: 409,
  GiftCodeUsedUp: 409,
  GiftCodeDisabled: 409,
  GiftCodeTaken: 409,
  TooManyGiftCodeAttempts: 429,
  // Top-ups (issue 15)
  PaymentsNotConfigured: 503,
  TopUpAmountOutOfBounds: 400,
  CheckoutNotPayable: 409,
  // Reviews after class (issue 17)
  ReviewNotOpen: 409,
  ReviewEditClosed: 409,
  ReviewAlreadyReplied: 409,
  // Payment webhooks (answered to the provider, outside any endpoint of the contract)
  WebhookSignatureInvalid: 400,
  WebhookEventRefused: 422,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** True for a code of the list (a server answer may carry an unknown one from a newer server). */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, code);
}
