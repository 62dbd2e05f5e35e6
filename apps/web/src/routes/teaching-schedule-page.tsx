import { SignedInPage } from '../features/session/signed-in-page';
import { scheduleOptionsQuery, useScheduleClasses } from '../features/teaching-schedule/api/schedule';
import { ScheduleClassesForm } from '../features/teaching-schedule/schedule-classes-form';
import { defaultScheduleDate, SchedulePageFrame, ScheduleSkeleton } from '../features/teaching-schedule/schedule-page-frame';
import { useT } from '../i18n/i18n-provider';
import { loadViewer, type PageLoader, prefetch } from '../lib/route-loader';
import { usePageTitle } from '../lib/use-page-title';

/**
 * `/teaching/schedule`: the teacher schedules a class of one of their topics, or a weekly series,
 * in their zone; Preview lists every class with its problems (a DST gap offers the next valid
 * time), Save creates them all or none (docs/teacher-schedule.md).
 */
export default function TeachingSchedulePage() {
  const t = useT();
  usePageTitle(t('teachingSchedule.title'));
  const schedule = useScheduleClasses();
  return (
    <SignedInPage skeleton={<ScheduleSkeleton />}>
      {() => (
        <SchedulePageFrame title={t('teachingSchedule.title')} intro={t('teachingSchedule.intro')}>
          {({ zone, topics }) => {
            const classTopics = topics.filter((tp) => !tp.is_course);
            if (classTopics.length === 0) return <p className="text-slate-700">{t('teachingSchedule.noTopics')}</p>;
            const first = defaultScheduleDate({ now: Date.now(), zone });
            return (
              <ScheduleClassesForm
                topics={classTopics}
                zone={zone}
                initial={{
                  topicId: classTopics[0]?.id ?? null,
                  date: first.date,
                  time: '10:00',
                  repeat: false,
                  weekdays: [first.weekday],
                  weeks: 4,
                }}
                submit={async (body) => (await schedule.mutateAsync(body)).data}
              />
            );
          }}
        </SchedulePageFrame>
      )}
    </SignedInPage>
  );
}

/** The teacher's topics and zone, for a signed-in user (a visitor goes to sign in). */
export const loader: PageLoader = async (_args, { queryClient, shell }) => {
  if (await loadViewer(shell)) await prefetch(queryClient, scheduleOptionsQuery);
};
