import { FEATURE_TOGGLE_NAMES } from '@app/api';
import type { CatalogView } from '../catalog/mirror';

export type FeatureToggleName = (typeof FEATURE_TOGGLE_NAMES)[keyof typeof FEATURE_TOGGLE_NAMES];

/**
 * A toggle's state from `feature_toggles`, as the catalogue mirror holds it (read with the
 * catalogue: a toggled search never costs a query of its own); a missing row means on (a fresh
 * database shows everything).
 */
export function isFeatureOn(view: CatalogView, name: FeatureToggleName): boolean {
  return view.toggles.get(name) ?? true;
}

/** 001 §2.4: the course-entry flag; while it is off the course list is empty and the course amount 0. */
export const isCourseEntryOn = (view: CatalogView): boolean => isFeatureOn(view, FEATURE_TOGGLE_NAMES.courseEntry);
