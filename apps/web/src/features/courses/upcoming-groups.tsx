import type { GroupCourseSearchItem } from '@app/api';
import type { ViewerId } from '@app/domain';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { ErrorState } from '../../components/status-screens';
import { useT } from '../../i18n/i18n-provider';
import { CourseGroupItem } from './course-group-item';

export interface GroupJoinProps {
  readonly viewerId: ViewerId;
  readonly onJoin?: ((group: GroupCourseSearchItem) => void) | undefined;
  /** The group whose Join Group is being handled (its button shows busy). */
  readonly joiningId?: number | null | undefined;
}

/** The groups as a list, "Group 1", "Group 2", ... from `firstPosition`. */
export function CourseGroupList({
  groups,
  firstPosition = 1,
  viewerId,
  onJoin,
  joiningId,
  wide = false,
}: GroupJoinProps & {
  groups: readonly GroupCourseSearchItem[];
  firstPosition?: number;
  wide?: boolean;
}) {
  return (
    <ol className="space-y-3">
      {groups.map((group, index) => (
        <CourseGroupItem
          key={group.id}
          group={group}
          position={firstPosition + index}
          viewerId={viewerId}
          onJoin={onJoin}
          joining={joiningId === group.id}
          wide={wide}
        />
      ))}
    </ol>
  );
}

/** What the page shows when a course topic has no group open for booking. */
export function NoUpcomingGroups({ searchHref }: { searchHref: string }) {
  const t = useT();
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-5 text-center" data-testid="no-groups">
      <p className="font-semibold text-slate-900">{t('courses.noGroups')}</p>
      <p className="mt-1 text-sm text-slate-600">{t('courses.noGroupsText')}</p>
      <Link to={searchHref} className={`${buttonClass({ variant: 'secondary', size: 'sm' })} mt-3`}>
        {t('courses.findAnotherCourse')}
      </Link>
    </div>
  );
}

/**
 * 000 §2 D: the side list of upcoming groups (the first 2, 000 §7 "initial offset 0, length 2") and
 * its View all link to the Upcoming Groups modal. `groups` undefined = loading.
 */
export function UpcomingGroups({
  groups,
  isError = false,
  onRetry,
  hasMore,
  onViewAll,
  searchHref,
  ...join
}: GroupJoinProps & {
  groups: readonly GroupCourseSearchItem[] | undefined;
  isError?: boolean;
  onRetry?: () => void;
  /** Offer View all (the Upcoming Groups modal): whenever there is a group, like the topic page's slot list. */
  hasMore: boolean;
  onViewAll: () => void;
  searchHref: string;
}) {
  const t = useT();
  let body: React.ReactNode;
  if (isError) body = <ErrorState {...(onRetry ? { onRetry } : {})} />;
  else if (groups === undefined) {
    body = (
      <LoadingRegion label={t('courses.loadingGroups')}>
        <div className="space-y-3">
          <Skeleton className="h-36 w-full" />
          <Skeleton className="h-36 w-full" />
        </div>
      </LoadingRegion>
    );
  } else if (groups.length === 0) body = <NoUpcomingGroups searchHref={searchHref} />;
  else body = <CourseGroupList groups={groups} {...join} />;

  return (
    <section aria-labelledby="upcoming-groups-title" id="upcoming-groups" tabIndex={-1} className="outline-none">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="upcoming-groups-title" className="text-lg font-bold">
          {t('courses.upcomingGroups')}
        </h2>
        {hasMore ? (
          <button
            type="button"
            onClick={onViewAll}
            className="text-sm font-semibold text-brand-700 hover:underline"
            data-testid="view-all-groups"
          >
            {t('common.viewAll')}
          </button>
        ) : null}
      </div>
      {body}
    </section>
  );
}
