import { ApiClientError, type ScheduleOptionsResponse } from '@app/api';
import { readInZone, DAY_MS, getIsoWeekday } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { TeachingNav } from '../../components/teaching-nav';
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
 * The frame of both schedule pages: the console's sub-nav, title, intro, the zone the times are in;
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
      <TeachingNav />
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
