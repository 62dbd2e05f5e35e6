import { FEATURE_TOGGLE_NAMES } from '@app/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { featureToggles } from '../db/schema-discovery';

export type FeatureToggleName = (typeof FEATURE_TOGGLE_NAMES)[keyof typeof FEATURE_TOGGLE_NAMES];

/** A toggle's state from `feature_toggles`; a missing row means on (a fresh database shows everything). */
export async function isFeatureOn(db: Db, name: FeatureToggleName): Promise<boolean> {
  const [row] = await db.select({ enabled: featureToggles.enabled }).from(featureToggles).where(eq(featureToggles.name, name));
  return row?.enabled ?? true;
}

/** 001 §2.4: the course-entry flag; while it is off the course list is empty and the course amount 0. */
export const isCourseEntryOn = (db: Db): Promise<boolean> => isFeatureOn(db, FEATURE_TOGGLE_NAMES.courseEntry);
