import type { Catalog } from '../en';
import type { Translation } from '../catalog-types';
import { accounts } from './accounts';
import { adminReport } from './admin-report';
import { blog } from './blog';
import { booking } from './booking';
import { catalog } from './catalog';
import { classPage } from './class-page';
import { common } from './common';
import { content } from './content';
import { courses } from './courses';
import { landing } from './landing';
import { search } from './search';
import { support } from './support';
import { teachers } from './teachers';
import { topicPage } from './topic-page';
import { devOutbox } from './dev-outbox';
import { messages } from './messages';
import { money } from './money';
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

/** Loaded on demand (its own chunk): visitors reading English never download it. */
export const es: { readonly [N in keyof Catalog]: Translation<Catalog[N]> } = {
  common,
  accounts,
  catalog,
  landing,
  booking,
  classPage,
  topicPage,
  courses,
  money,
  myClasses,
  reviews,
  settings,
  messages,
  profiles,
  devOutbox,
  search,
  teachers,
  content,
  blog,
  support,
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
};
