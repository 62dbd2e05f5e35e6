import { lessonIcsUrl, lessonVideoRoomPath, type TeachingLessonRow } from '@app/api';
import { canJoinLesson, getLessonHeadline, type Instant } from '@app/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/avatar';
import { CalendarFileLink } from '../../components/calendar-file-link';
import { Button, buttonClass } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { lessonTitle } from '../../lib/lesson-texts';
import { useDisplayTime } from '../../lib/use-display-time';
import { HeadlineBadge } from './headline-badge';
import { useCancelTeachingLesson } from './use-cancel-teaching-lesson';

/**
 * A one-to-one lesson a student booked with the viewer: the student, when (user's zone), trial or
 * not, length and status. Join lesson opens its room (`/video-room/lesson-<id>`) on the join window
 * (canJoinLesson, the room door's rule); Cancel lesson shows where the server computed `can_cancel`
 * (booked, not started), behind a confirm dialog.
 */
export function TeachingLessonItem({ row, now }: { row: TeachingLessonRow; now: Instant }) {
  const t = useT();
  const languageNames = useLanguageNames();
  const time = useDisplayTime();
  const headline = getLessonHeadline({ status: row.status, start: row.start_time, duration: row.duration, now });
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelTeachingLesson({ lessonId: row.id });
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
      data-testid="teaching-item"
      data-kind="lesson"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t('lessons.oneToOne')}</span>
          {row.is_trial ? (
            <span
              className="rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-semibold text-violet-800 ring-1 ring-violet-200"
              data-testid="teaching-trial"
            >
              {t('teaching.trial')}
            </span>
          ) : null}
          <HeadlineBadge code={headline} />
        </div>
        {/* The trial is the badge; the title names the language. */}
        <h2 className="mt-1 text-lg font-bold leading-snug">
          {lessonTitle(t, { languageName: languageNames.inSentence(row.language), isTrial: false })}
        </h2>
        <p className="mt-0.5 text-sm text-slate-700">{t('lessons.minutes', { n: row.duration })}</p>
        <p className="mt-2 text-slate-900">
          <time dateTime={row.start_time}>
            {time.date(row.start_time)} · <span className="whitespace-nowrap">{time.range(row.start_time, row.end_time)}</span>
          </time>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span className="flex items-center gap-2">
          <Avatar src={row.student.avatar_file_name} name={row.student.nickname} size="sm" />
          <span>{t('teaching.withStudent', { name: row.student.nickname })}</span>
        </span>
        {canJoinLesson({ status: row.status, start: row.start_time, end: row.end_time, now }) ? (
          <Link to={lessonVideoRoomPath({ lessonId: row.id })} className={buttonClass({ size: 'sm' })} data-testid="teaching-lesson-join">
            {t('teaching.joinLesson')}
          </Link>
        ) : null}
        {headline === 'upcoming' || headline === 'live' ? (
          <CalendarFileLink href={lessonIcsUrl({ lessonId: row.id })} testId="teaching-lesson-add-to-calendar" />
        ) : null}
        {row.can_cancel ? (
          <Button
            variant="danger"
            size="sm"
            onClick={() => {
              setConfirming(true);
            }}
            disabled={cancel.isPending}
          >
            {t('teaching.cancelLesson')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('teaching.cancelLessonTitle')}
        text={t('teaching.cancelLessonText', { name: row.student.nickname })}
        confirmLabel={t('teaching.cancelLessonConfirm')}
        dismissLabel={t('teaching.keepLesson')}
        busy={cancel.isPending}
        onClose={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          cancel.mutate(undefined, {
            onSettled: () => {
              setConfirming(false);
            },
          });
        }}
      />
    </li>
  );
}
