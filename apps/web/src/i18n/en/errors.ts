import type { CLIENT_ERROR_CODES, ErrorCode } from '@app/api';

/**
 * The text of every error code the API may answer (`@app/api` ERROR_STATUS) and of the client's
 * own codes, shown by `errorText`; a code without a text here fails the typecheck. Keys with a
 * suffix are a code's text in a context (`ERROR_TEXT_VARIANTS`). The booking refusals are the
 * texts of 000 §8 (`spec-texts.test.ts` keeps them equal to @app/domain).
 */
/** The texts of a code in a context, named code + context (see `ERROR_TEXT_VARIANTS`). */
type ContextualKey =
  | 'ConfirmEmailRequiredCourse'
  | 'ConfirmEmailRequiredLesson'
  | 'CantBookBySelfCourse'
  | 'InsufficientBalanceLesson'
  | 'TeacherCancelNotAllowedCourse';

export const errors = {
  // Any request
  InvalidRequest: 'Some of the information sent is not valid. Please check it and try again.',
  InvalidJson: 'The request could not be read. Please try again.',
  BodyTooDeep: 'The request could not be read. Please try again.',
  BodyTooLarge: 'That is too much text to send at once. Please shorten it and try again.',
  CsrfHeaderMissing: 'The request was refused. Please reload the page and try again.',
  NotSignedIn: 'Please sign in first.',
  NotFound: 'This page or item does not exist (any more).',
  InternalError: 'Something went wrong on our side. Please try again.',
  HttpError: 'The request was refused. Please try again.',
  IdempotencyKeyReused: 'This request was already sent with other details. Please reload the page and try again.',
  // The client's own codes
  NetworkError: 'We could not reach the server. Please check your connection and try again.',
  Timeout: 'The server took too long to answer. Please try again.',
  BadResponse: 'The server sent an answer we could not read. Please try again.',
  // Accounts
  InvalidCredentials: 'The email or password is not right.',
  InvalidToken: 'This confirmation link is not valid any more.',
  AlreadyConfirmed: 'Your email address is already confirmed.',
  ConfirmEmailRequired: 'Please confirm your email address before booking a class.',
  ConfirmEmailRequiredCourse: 'Please confirm your email address before booking a course.',
  ConfirmEmailRequiredLesson: 'Please confirm your email address before booking a lesson.',
  TooManyConfirmationMails: 'We sent you a link a moment ago. Please check your inbox, or try again later.',
  TooManySignInsForAccountFromAddress: 'Too many failed sign-ins to this account from here. Please wait 15 minutes and try again.',
  TooManySignInsFromAddress: 'Too many failed sign-ins from here. Please wait 15 minutes and try again.',
  SignInPacedForAccount: 'This account had many failed sign-ins, so it takes one attempt a minute. Please try again in a minute.',
  TooManySignUpsFromAddress: 'Too many sign-ups from here. Please try again in an hour.',
  InvalidResetToken: 'This reset link is not valid any more: it was used already or it expired. Ask for a new one.',
  InvalidEmailChangeToken: 'This link is not valid any more: it was used already or it expired. Ask for a new one in Settings.',
  WeakPassword: 'Choose a password of at least 10 characters that is not your email address.',
  CurrentPasswordWrong: 'Your current password is not right.',
  TooManyPasswordAttempts: 'Too many wrong passwords. Please wait 15 minutes and try again.',
  TooManyPasswordResetsFromAddress: 'Too many password reset requests from here. Please try again in an hour.',
  TooManyPasswordResetsForAccount:
    'We sent several reset links to this address in the last hour. Please use the newest one, or try again later.',
  EmailTaken: 'This address has an account already, so your account cannot move to it.',
  SameEmail: 'This is already your email address.',
  AccountHasTeaching: "A teacher's account cannot be deleted here: please write to support.",
  // Booking (000 §8)
  TimeNotAvailable: 'This time slot was occupied by your class.',
  ClassNotExist: 'This class has been canceled.',
  ClassCancelled: 'This class has been canceled.',
  ClassStart: 'Class is no longer available.',
  ClassEnd: 'Class is no longer available.',
  SpotEmpty: 'This class has been fully booked.',
  HasBooked: 'You have already booked this class.',
  CantBookBySelf: 'Sorry, you cannot book a class with yourself.',
  CantBookBySelfCourse: 'Sorry, you can not book a course with yourself.',
  InsufficientBalance: 'Your wallet balance is not enough for this booking.',
  InsufficientBalanceLesson: 'Your wallet balance is too low for this lesson. Please top up first.',
  CourseClassNotBookable: 'This class is part of a course. Join the course to take part.',
  CourseClassNotDroppable:
    'This class is part of a course and cannot be dropped on its own. To leave it, cancel your spot in the course instead.',
  CourseClassNotCancellable: 'A class of a course is not cancelled on its own.',
  CourseNotCancellable: 'Course could not be canceled.',
  DropWindowClosed: 'Classes can only be dropped more than 24 hours before they start.',
  CancelWindowClosed: 'Course spots can only be canceled more than 24 hours before the course starts.',
  TeacherCancelNotAllowed: 'A class can be cancelled by its teacher only before it starts and while fewer than 2 spots are booked.',
  TeacherCancelNotAllowedCourse: 'A course can be cancelled by its teacher only before it starts and while fewer than 2 spots are taken.',
  ProblemReportClosed: 'A problem can be reported during the class and up to 1 day after it ends.',
  NotATeacher: 'Only teachers have a teaching schedule.',
  // Teaching: topics and their uploads
  TopicEditLocked: 'This change would alter a class students have already booked.',
  TopicArchived: 'This topic is archived and can no longer be changed.',
  FileTooLarge: 'This file is too large.',
  UnsupportedFileType: 'This type of file is not accepted.',
  TooManyMaterials: 'This topic already has as many materials as it can hold. Remove one first.',
  // Lessons
  OwnLesson: 'You cannot book a lesson with yourself.',
  TrialNotAvailable: 'The trial lesson is not available to you with this teacher.',
  OptionNotOffered: 'This teacher does not offer that lesson.',
  SlotNotAvailable: 'This time is no longer available. Please pick another time.',
  LessonCancelled: 'This lesson has been cancelled.',
  LessonStarted: 'A lesson can only be cancelled before it starts.',
  LessonCancelWindowClosed: 'Lessons can only be cancelled more than 24 hours before they start.',
  LessonEnded: 'This lesson has ended and can no longer be cancelled.',
  // Messages, search, support, events
  CannotMessageSelf: 'You cannot send a message to yourself.',
  TooManyMessages: 'You are sending messages too fast. Please wait a moment and try again.',
  GC883: '200 characters only, please input valid keyword',
  ErrFeedbackCustomMsgEmpty: 'Please enter your feedback',
  ErrFeedbackCustomMsgLengthTooLong: 'No more than 5000 characters',
  TooManyFeedbacksFromUser: 'You can send 10 feedback messages an hour. Please try again later.',
  TooManyFeedbacksFromAddress: 'Too many feedback messages from here. Please try again later.',
  TooManySupportRequestsFromUser: 'You can send 5 support requests an hour. Please wait a little and try again.',
  TooManySupportRequestsFromAddress: 'Too many support requests from here. Please wait a little and try again.',
  TooManyEventsFromVisitor: 'Too many events from this visitor. Please slow down.',
  TooManyEventsFromAddress: 'Too many events from this address. Please slow down.',
  // Teacher schedule
  NotYourTopic: 'Only the teacher of this topic can schedule it.',
  TopicNotSchedulable: 'This topic cannot be scheduled this way.',
  ScheduleDstGap: 'This time does not exist on this day in your time zone (the clocks jump forward).',
  ScheduleInPast: 'This time has already passed.',
  ScheduleTooSoon: 'A class must be scheduled at least 24 hours ahead (a course 72 hours).',
  ScheduleTooFar: 'A class can be scheduled at most one year ahead.',
  ScheduleOverlap: 'You already teach at this time (a class, a course class or a booked lesson).',
  NotYourClass: 'Only the teacher of this class can see its students and mark attendance.',
  AttendanceNotOpen: 'Attendance can be marked once the class has started.',
  AttendanceClosed: 'Attendance can be marked until 7 days after the class ends.',
  StudentNotBooked: 'Only students booked in this class can be marked.',
  AlreadyATeacher: 'You are already a teacher.',
  TeacherApplicationPending: 'Your application is waiting for review. You can apply again once it has been reviewed.',
  ReapplyTooSoon: 'You can apply again 7 days after your application was declined.',
  ApplicationNotPending: 'This application has already been reviewed.',
  GiftCodeNotFound: 'There is no gift code like this. Check it and try again.',
  GiftCodeAlreadyRedeemed: 'You have already redeemed this gift code.',
  GiftCodeExpired: 'This gift code has expired.',
  GiftCodeUsedUp: 'This gift code has already been used as many times as it allows.',
  GiftCodeDisabled: 'This gift code is no longer valid.',
  GiftCodeTaken: 'This code already exists. Choose another one, or leave it empty to generate one.',
  TooManyGiftCodeAttempts: 'Too many gift code attempts. Please wait 15 minutes and try again.',
  PaymentsNotConfigured: 'Payments are not set up on this site yet.',
  TopUpAmountOutOfBounds: 'This amount is outside the top-up limits.',
  CheckoutNotPayable: 'This checkout is closed: it was paid or it expired.',
  // Reviews after class (issue 17)
  ReviewNotOpen: 'You can review a class once it has ended, if you took part in it.',
  ReviewEditClosed: 'A review can be edited for 7 days after it was written.',
  ReviewAlreadyReplied: 'You have already replied to this review.',
  WebhookSignatureInvalid: 'The payment confirmation could not be verified.',
  WebhookEventRefused: 'The payment confirmation was refused.',
} as const satisfies Record<ErrorCode | (typeof CLIENT_ERROR_CODES)[number] | ContextualKey, string>;
