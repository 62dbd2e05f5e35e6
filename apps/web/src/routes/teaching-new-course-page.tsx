import { SignedInPage } from '../features/session/signed-in-page';
import { scheduleOptionsQuery, useCreateCourse } from '../features/teaching-schedule/api/schedule';
import { CreateCourseForm } from '../features/teaching-schedule/create-course-form';
import { defaultScheduleDate, SchedulePageFrame, ScheduleSkeleton } from '../features/teaching-schedule/schedule-page-frame';
import { useT } from '../i18n/i18n-provider';
import { loadViewer, type PageLoader, prefetch } from '../lib/route-loader';
import { usePageTitle } from '../lib/use-page-title';

/**
 * `/teaching/courses/new`: a course of one of the teacher's course topics, weekly at the first
 * class's time, with its classes, spots and price; previewed, then created with its classes.
 */
export default function TeachingNewCoursePage() {
  const t = useT();
  usePageTitle(t('teachingSchedule.courseTitle'));
  const create = useCreateCourse();
  return (
    <SignedInPage skeleton={<ScheduleSkeleton />}>
      {() => (
        <SchedulePageFrame title={t('teachingSchedule.courseTitle')} intro={t('teachingSchedule.courseIntro')}>
          {({ zone, topics }) => {
            const courseTopics = topics.filter((tp) => tp.is_course);
            const topic = courseTopics[0];
            if (!topic) return <p className="text-slate-700">{t('teachingSchedule.noCourseTopics')}</p>;
            return (
              <CreateCourseForm
                topics={courseTopics}
                zone={zone}
                initial={{
                  topicId: topic.id,
                  date: defaultScheduleDate({ now: Date.now(), zone }).date,
                  time: '18:00',
                  classAmount: 4,
                  minSpots: 2,
                  maxSpots: Math.min(6, topic.student_capacity),
                  price: (topic.price / 100).toFixed(2),
                }}
                submit={async (body) => (await create.mutateAsync(body)).data}
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
