import { enCore } from './core';
import { accounts } from './accounts';
import { booking } from './booking';
import { catalog } from './catalog';
import { common } from './common';
import { messages } from './messages';
import { money } from './money';
import { support } from './support';
import { adminReport } from './admin-report';
import { blog } from './blog';
import { classPage } from './class-page';
import { content } from './content';
import { courses } from './courses';
import { search } from './search';
import { teachers } from './teachers';
import { topicPage } from './topic-page';
import { devOutbox } from './dev-outbox';
import { myClasses } from './my-classes';
import { reviews } from './reviews';
import { profiles } from './profiles';
import { settings } from './settings';
import { lessons } from './lessons';
import { teaching } from './teaching';
import { teachingSchedule } from './teaching-schedule';
import { teachingAvailability } from './teaching-availability';
import { teachingClass } from './teaching-class';
import { teachingTopics } from './teaching-topics';
import { teachingEarnings } from './teaching-earnings';
import { classRoom, meetingRoom, videoRoom } from './video-room';
import { calendar } from './calendar';
import { errors } from './errors';
import { teacherApplication } from './teacher-application';
import { giftCodes } from './gift-codes';
import { topUp } from './top-up';
import { accountManagement } from './account-management';
import { favourites } from './favourites';

/** The English catalog: one namespace per feature. English is the source language (the specs' texts). */
export const en = {
  ...enCore,
  common,
  catalog,
  accounts,
  booking,
  messages,
  money,
  support,
  classPage,
  topicPage,
  courses,
  myClasses,
  reviews,
  settings,
  profiles,
  devOutbox,
  search,
  teachers,
  content,
  blog,
  adminReport,
  lessons,
  teaching,
  teachingSchedule,
  teachingAvailability,
  teachingClass,
  teachingTopics,
  teachingEarnings,
  videoRoom,
  meetingRoom,
  classRoom,
  calendar,
  errors,
  teacherApplication,
  giftCodes,
  topUp,
  accountManagement,
  favourites,
} as const;
export type Catalog = typeof en;
