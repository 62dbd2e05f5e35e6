import { RETURN_TO_PARAM } from './same-site-path';

/**
 * The web app's routes that other code links to (DESIGN "Entry points and routes"), in one place:
 * the server writes them into mails, the web router matches them. A route moves here, never in a caller.
 * Patterns use the router's `:param` syntax; the builders fill them in and add the query the page reads.
 */
export const WEB_ROUTES = {
  /** The group-class landing. */
  groupClassLanding: '/group-class',
  /** Group-class search in one language (`english`). */
  groupClassSearch: '/group-class/:lang',
  /** Class detail: before booking, or the student's own seat with `classID` and `studentBookedID`. */
  classDetail: '/group-class-online/class/:id',
  /** A student's course seat (the order), by `course_students.id`. */
  courseOrder: '/group-course/order/:id',
  /** The student's classes, lessons and courses; `tab=past` lists the ended and cancelled ones. */
  myClasses: '/my-classes',
  /** Where a confirmation mail's link lands; the token is in `token`. */
  confirmEmail: '/confirm-email',
  signIn: '/signin',
  /** "Forgot password?": asks for the address a reset link goes to. */
  forgotPassword: '/forgot-password',
  /** Where a reset mail's link lands; the token is in `token`. */
  resetPassword: '/reset-password',
  /** Where the link mailed to a new address lands; the token is in `token`. */
  confirmEmailChange: '/confirm-email-change',
  /** The teacher schedules classes and weekly series of their topics. */
  teachingSchedule: '/teaching/schedule',
  /** The teacher's one-to-one weekly hours, date exceptions and lesson prices. */
  teachingAvailability: '/teaching/availability',
  /** The teacher creates a course of a course topic. */
  teachingNewCourse: '/teaching/courses/new',
  /** The video room door of a class (`20001`) or a lesson (`lesson-40001`). */
  videoRoom: '/video-room/:id',
  /** The teacher's topics; `new` and `:id/edit` are its form. */
  teachingTopics: '/teaching/topics',
  teachingTopicNew: '/teaching/topics/new',
  teachingTopicEdit: '/teaching/topics/:id/edit',
  /** The teacher's console. */
  teaching: '/teaching',
  /** The teacher's earnings: pending, available, history, CSV download; `page` pages the history. */
  teachingEarnings: '/teaching/earnings',
  /** "Become a teacher": the application form, or the applicant's status. */
  teachingApply: '/teaching/apply',
  /** A mail's unsubscribe link lands here (no sign-in); the token is in `token`. */
  unsubscribe: '/unsubscribe',
  /** The user's settings: zone, clock, currency, language, which mails they get. */
  settings: '/settings',
  /** Staff: the pending teacher applications. */
  adminTeachers: '/admin/teachers',
  adminGiftCodes: '/admin/gift-codes',
  /** The wallet: balance, top-up, history. */
  wallet: '/wallet',
  /** The payment page of the booking the book click handed over (kept in the tab's session). */
  payment: '/payment',
  /** Where the payment provider sends the student back: waits for the confirmation, then goes to the top-up's return path. */
  topUpReturn: '/wallet/top-ups/:id',
  /** The sandbox provider's test checkout (no real money; not in production). */
  sandboxCheckout: '/sandbox-checkout/:id',
} as const;

export type WebRoute = (typeof WEB_ROUTES)[keyof typeof WEB_ROUTES];

/** The class page of a booked seat, as the booking success page and the mails open it. */
export function classSeatPath({ classId, seatId }: { classId: number; seatId: number }): string {
  return `${fillWebRoute(WEB_ROUTES.classDetail, { id: classId })}?${new URLSearchParams({ classID: String(classId), studentBookedID: String(seatId) }).toString()}`;
}

/** A course seat's order page. */
export function courseOrderPath({ seatId }: { seatId: number }): string {
  return fillWebRoute(WEB_ROUTES.courseOrder, { id: seatId });
}

/** The past tab of My classes, where cancelled lessons and courses are listed. */
export function myClassesPastPath(): string {
  return `${WEB_ROUTES.myClasses}?tab=past`;
}

/**
 * The confirm-email page for one confirmation token; `returnTo` is the page the person was on when
 * they signed up (the class they were booking), where its Continue goes back to.
 */
export function confirmEmailPath({ token, returnTo }: { token: string; returnTo?: string | null | undefined }): string {
  const query = new URLSearchParams({ token });
  if (returnTo) query.set(RETURN_TO_PARAM, returnTo);
  return `${WEB_ROUTES.confirmEmail}?${query.toString()}`;
}

/** The reset-password page for one reset token. */
export function resetPasswordPath({ token }: { token: string }): string {
  return `${WEB_ROUTES.resetPassword}?${new URLSearchParams({ token }).toString()}`;
}

/** The page that confirms a new email address with the token mailed to it. */
export function confirmEmailChangePath({ token }: { token: string }): string {
  return `${WEB_ROUTES.confirmEmailChange}?${new URLSearchParams({ token }).toString()}`;
}

/** The forgot-password page (linked from sign in, and from the mail telling the old address of a change). */
export function forgotPasswordPath(): string {
  return WEB_ROUTES.forgotPassword;
}

/** The unsubscribe page for one unsubscribe token. */
export function unsubscribePath({ token }: { token: string }): string {
  return `${WEB_ROUTES.unsubscribe}?${new URLSearchParams({ token }).toString()}`;
}

export function settingsPath(): string {
  return WEB_ROUTES.settings;
}

export function groupClassLandingPath(): string {
  return WEB_ROUTES.groupClassLanding;
}

export function groupClassSearchPath({ lang }: { lang: string }): string {
  return fillWebRoute(WEB_ROUTES.groupClassSearch, { lang });
}

export function signInPath(): string {
  return WEB_ROUTES.signIn;
}

export function teachingPath(): string {
  return WEB_ROUTES.teaching;
}

export function teachingApplyPath(): string {
  return WEB_ROUTES.teachingApply;
}

export function adminTeachersPath(): string {
  return WEB_ROUTES.adminTeachers;
}

/** The video room of a group class or course class. */
export function classVideoRoomPath({ classId }: { classId: number }): string {
  return fillWebRoute(WEB_ROUTES.videoRoom, { id: classId });
}

/** The video room of a one-to-one lesson. */
export function lessonVideoRoomPath({ lessonId }: { lessonId: number }): string {
  return fillWebRoute(WEB_ROUTES.videoRoom, { id: `lesson-${lessonId}` });
}

export function walletPath(): string {
  return WEB_ROUTES.wallet;
}

export function paymentPath(): string {
  return WEB_ROUTES.payment;
}

export function topUpReturnPath({ checkoutId }: { checkoutId: string }): string {
  return fillWebRoute(WEB_ROUTES.topUpReturn, { id: checkoutId });
}

export function sandboxCheckoutPath({ checkoutId }: { checkoutId: string }): string {
  return fillWebRoute(WEB_ROUTES.sandboxCheckout, { id: checkoutId });
}

/**
 * An absolute link: `origin` (the server's PUBLIC_URL, an origin without a trailing slash) and a path
 * from the builders above.
 */
export function webUrl(origin: string, path: string): string {
  return `${origin}${path}`;
}

/** `pattern` (a WEB_ROUTES value) with its `:param`s filled in, percent-encoded. */
export function fillWebRoute(pattern: WebRoute, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`web path ${pattern}: missing :${name}`);
    return encodeURIComponent(String(value));
  });
}
