import {
  attachments,
  courses,
  courseStudents,
  groupClasses,
  groupClassStudents,
  ledgerEntries,
  reviews,
  teacherLanguages,
  teachers,
  topics,
} from '../db/schema-catalog';
import { emailChanges, passwordResets } from '../db/schema-account-tokens';
import { emailConfirmations, userLanguages, users } from '../db/schema-accounts';
import {
  favourites,
  feedbacks,
  problemReports,
  reducedTeachers,
  searchHistory,
  studentLessonStats,
  teacherOpenSlots,
  topicFavourites,
} from '../db/schema-discovery';
import { calendarFeeds } from '../db/schema-calendar';
import { marketingPopupDismissals } from '../db/schema-events';
import { mailOptOuts } from '../db/schema-mail';
import { supportRequests } from '../db/schema-support';
import { conversationMessages, conversations } from '../db/schema-messages';
import { lessons } from '../db/schema-lessons';
import { classAttendance } from '../db/schema-class-attendance';
import { teacherApplications } from '../db/schema-teacher-applications';
import { teacherRooms } from '../db/schema-teaching-rooms';
import { teacherAvailability } from '../db/schema-availability';
import { teacherEarnings } from '../db/schema-teacher-earnings';
import { giftCodeRedemptions, giftCodes } from '../db/schema-gift-codes';
import { paymentCheckouts, paymentWebhookEvents } from '../db/schema-payments';

/**
 * The tables only commands/ writes: booking (class and course seats, problem reports), money (the
 * ledger), one-to-one lessons (lessons, the teacher's open slots and first available time, the
 * trial), the catalog (topics and their files, courses, classes), the teachers' meeting rooms, one-to-one availability and earnings, gift codes and their redemptions, and top-up checkouts with the payment webhooks acted on, the students' reviews with the teachers' replies, the languages a user learns or a teacher teaches, the password-reset and email-change tokens, and the accounts themselves (users, their confirmation links, messages, hearted teachers and topics), and the user's own settings and requests (mail opt-outs, the calendar feed, search history, search feedback, support requests, closed popups). Keyed by the name code imports them by, so
 * table-ownership.test.ts can find `tx.insert(groupClasses)` as well as `insert into group_classes`.
 */
export const OWNED_TABLES = {
  courses,
  courseStudents,
  groupClasses,
  groupClassStudents,
  topics,
  attachments,
  problemReports,
  ledgerEntries,
  lessons,
  teacherOpenSlots,
  teachers,
  studentLessonStats,
  classAttendance,
  teacherApplications,
  teacherRooms,
  teacherAvailability,
  teacherEarnings,
  giftCodes,
  giftCodeRedemptions,
  paymentCheckouts,
  paymentWebhookEvents,
  reviews,
  teacherLanguages,
  userLanguages,
  passwordResets,
  emailChanges,
  users,
  emailConfirmations,
  conversations,
  conversationMessages,
  favourites,
  topicFavourites,
  reducedTeachers,
  mailOptOuts,
  calendarFeeds,
  feedbacks,
  supportRequests,
  marketingPopupDismissals,
  searchHistory,
} as const;
