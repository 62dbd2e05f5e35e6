import { accounts } from './accounts';
import { adminReport } from './admin-report';
import { booking } from './booking';
import { catalog } from './catalog';
import { classPage } from './class-page';
import { common } from './common';
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
import { profiles } from './profiles';
import { settings } from './settings';

/** The English catalog: one namespace per feature. English is the source language (the specs' texts). */
export const en = { common, accounts, catalog, landing, booking, classPage, topicPage, courses, money, myClasses, settings, messages, profiles, devOutbox, search, teachers, support, adminReport } as const;
export type Catalog = typeof en;
