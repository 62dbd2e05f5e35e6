import { WEB_ROUTES } from '@app/api';
import { NavLink } from 'react-router';
import { useT } from '../i18n/i18n-provider';
import type { MessageKey } from '../i18n/translate';

/**
 * The teacher console's pages, in the order the sub-nav lists them. A new console page (availability,
 * earnings) adds its one line here; `end` marks the entry that is current only on its exact path.
 */
export const TEACHING_NAV: readonly { readonly to: string; readonly label: MessageKey; readonly end?: boolean }[] = [
  { to: WEB_ROUTES.teaching, label: 'teaching.title', end: true },
  { to: WEB_ROUTES.teachingSchedule, label: 'teachingSchedule.scheduleLink' },
  { to: WEB_ROUTES.teachingNewCourse, label: 'teachingSchedule.courseLink' },
  { to: WEB_ROUTES.teachingTopics, label: 'teachingTopics.title' },
  { to: WEB_ROUTES.teachingAvailability, label: 'teachingAvailability.navLink' },
  { to: WEB_ROUTES.teachingEarnings, label: 'teachingEarnings.navLink' },
];

/** The teacher console's sub-nav, on every console page; the current page is marked (`aria-current`). */
export function TeachingNav() {
  const t = useT();
  return (
    <nav aria-label={t('teaching.consoleNav')} className="mb-4 border-b border-slate-200 pb-3" data-testid="teaching-nav">
      {/* Wraps rather than scrolls: on a phone every console page stays in sight, the current one included. */}
      <ul className="flex flex-wrap gap-2 text-sm">
        {TEACHING_NAV.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              end={entry.end ?? false}
              className={({ isActive }) =>
                `inline-block rounded-full px-3 py-1.5 font-semibold ring-1 ${
                  isActive ? 'bg-brand-50 text-brand-800 ring-brand-300' : 'bg-white text-slate-700 ring-slate-200 hover:text-brand-700'
                }`
              }
            >
              {t(entry.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
