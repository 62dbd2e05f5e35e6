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
];

/** The teacher console's sub-nav, on every console page; the current page is marked (`aria-current`). */
export function TeachingNav() {
  const t = useT();
  return (
    <nav aria-label={t('teaching.consoleNav')} className="mb-4 overflow-x-auto" data-testid="teaching-nav">
      <ul className="flex min-w-max gap-1 border-b border-slate-200 text-sm">
        {TEACHING_NAV.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              end={entry.end ?? false}
              className={({ isActive }) =>
                `-mb-px inline-block border-b-2 px-3 py-2 font-semibold ${
                  isActive ? 'border-brand-600 text-brand-800' : 'border-transparent text-slate-700 hover:text-brand-700'
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
