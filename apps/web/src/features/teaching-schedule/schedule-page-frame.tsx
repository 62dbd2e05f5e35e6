import { ApiClientError, type ScheduleOptionsResponse, WEB_ROUTES } from '@app/api';
import { readInZone, DAY_MS, getIsoWeekday } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { ErrorState, NoPermissionScreen } from '../../components/status-screens';
import { useT } from '../../i18n/i18n-provider';
import { scheduleOptionsQuery } from './api/schedule';

/** Four days ahead in the zone: the date both forms start from, past the 24 h (class) and 72 h (course) lead times. */
export function defaultScheduleDate({ now, zone }: { now: number; zone: string }): { date: string; weekday: number } {
  const date = readInZone({ instant: now + 4 * DAY_MS, zone }).local_date;
  return { date, weekday: getIsoWeekday(date) };
}

export function ScheduleSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('teachingSchedule.loading')}>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-96 w-full rounded-2xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    </LoadingRegion>
  );
}

/**
 * The frame of both schedule pages: title, intro, the zone the times are in, links between them;
 * the options read (403 for someone who is not a teacher shows why).
 */
export function SchedulePageFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: (options: ScheduleOptionsResponse['data']) => ReactNode;
}) {
  const t = useT();
  const options = useQuery(scheduleOptionsQuery);
  if (options.error instanceof ApiClientError && options.error.status === 403)
    return <NoPermissionScreen text={t('teachingSchedule.notTeacherText')} />;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <nav className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link className="font-semibold text-brand-700 underline" to="/teaching">
          ← {t('teachingSchedule.backToTeaching')}
        </Link>
        <Link className="text-brand-700 underline" to={WEB_ROUTES.teachingSchedule}>
          {t('teachingSchedule.scheduleLink')}
        </Link>
        <Link className="text-brand-700 underline" to={WEB_ROUTES.teachingNewCourse}>
          {t('teachingSchedule.courseLink')}
        </Link>
      </nav>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>
      {options.data ? (
        <>
          <p className="mt-2 text-sm text-slate-600" data-testid="schedule-zone">
            {t('teachingSchedule.zoneNote', { zone: options.data.data.zone })}
          </p>
          <div className="mt-6">{children(options.data.data)}</div>
        </>
      ) : options.isError ? (
        <div className="mt-6">
          <ErrorState onRetry={() => void options.refetch()} />
        </div>
      ) : (
        <div className="mt-6">
          <ScheduleSkeleton />
        </div>
      )}
    </section>
  );
}
