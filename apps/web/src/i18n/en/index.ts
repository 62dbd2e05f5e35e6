import { accounts } from './accounts';
import { adminReport } from './admin-report';
import { booking } from './booking';
import { catalog } from './catalog';
import { classPage } from './class-page';
import { common } from './common';
import { courses } from './courses';
import { landing } from './landing';
import { topicPage } from './topic-page';

/** The English catalog: one namespace per feature. English is the source language (the specs' texts). */
export const en = { common, accounts, catalog, landing, booking, classPage, topicPage, courses, adminReport } as const;
export type Catalog = typeof en;
