import { lessonIcsUrl, lessonVideoRoomPath, type MyLessonRow } from '@app/api';
import { canJoinLesson, decideCancelLesson, getLessonHeadline, type Instant } from '@app/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { RateClassLink } from '../../components/rate-class-link';
import { Avatar } from '../../components/avatar';
import { CalendarFileLink } from '../../components/calendar-file-link';
import { Button, buttonClass } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { headlineText } from '../../lib/class-texts';
import { usePrice } from '../../lib/use-price';
import { useDisplayTime } from '../../lib/use-display-time';
import { lessonTitle } from '../../lib/lesson-texts';
import { useCancelLesson } from './use-cancel-lesson';

const TONE = {
  upcoming: 'bg-brand-50 text-brand-800 ring-brand-200',
  live: 'bg-green-50 text-green-800 ring-green-200',
  completed: 'bg-slate-100 text-slate-800 ring-slate-200',
  canceled: 'bg-red-50 text-red-800 ring-red-200',
} as const;

/**
 * A one-to-one lesson in My classes: what and with whom, when in the user's zone, its status in the
 * class headline's words, Join lesson (its room, `/video-room/lesson-<id>`) on the join window
 * (canJoinLesson, the room door's rule), and Cancel lesson while `decideCancelLesson` allows it (more than 24 h
 * ahead), behind a confirm dialog that says what comes back.
 */
export function MyLessonItem({ row, now }: { row: MyLessonRow; now: Instant }) {
  const t = useT();
  const languageNames = useLanguageNames();
  const time = useDisplayTime();
  const price = usePrice();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelLesson(row.student_booked_id);
  const headline = getLessonHeadline({ status: row.lesson_status, start: row.start_time, duration: row.duration, now });
  const outcome = decideCancelLesson({ status: row.lesson_status, start: row.start_time, now });
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
      data-testid="my-class-item"
      data-kind="lesson"
      id={`lesson-${row.student_booked_id}`}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t('lessons.oneToOne')}</span>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONE[headline]}`}
            data-testid="my-class-status"
            data-status={headline}
          >
            {headlineText(t, headline)}
          </span>
        </div>
        <h2 className="mt-1 text-lg font-bold leading-snug">
          {lessonTitle(t, { languageName: languageNames.inSentence(row.language), isTrial: row.is_trial })}
        </h2>
        <p className="mt-0.5 text-sm text-slate-700">
          {t('lessons.minutes', { n: row.duration })} · {row.price === 0 ? t('lessons.free') : price(row.price)}
        </p>
        <p className="mt-2 text-slate-900">
          <time dateTime={row.start_time}>
            {time.date(row.start_time)} · {time.range(row.start_time, row.end_time)}
          </time>
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:items-end">
        <div className="flex items-center gap-2 text-sm text-slate-700">
          <Avatar src={row.teacher.avatar_file_name} name={row.teacher.nickname} size="sm" />
          <span>{t('myClasses.withTeacher', { name: row.teacher.nickname })}</span>
        </div>
        {canJoinLesson({ status: row.lesson_status, start: row.start_time, end: row.end_time, now }) ? (
          <Link
            to={lessonVideoRoomPath({ lessonId: row.student_booked_id })}
            className={buttonClass({ size: 'sm' })}
            data-testid="lesson-join"
          >
            {t('lessons.join')}
          </Link>
        ) : null}
        {headline === 'upcoming' || headline === 'live' ? (
          <CalendarFileLink href={lessonIcsUrl({ lessonId: row.student_booked_id })} testId="lesson-add-to-calendar" />
        ) : null}
        <RateClassLink
          kind="lesson"
          id={row.student_booked_id}
          session={{ kind: 'lesson', status: row.lesson_status, end: row.end_time }}
          now={now}
        />
        {outcome === 'cancel' ? (
          <Button
            variant="danger"
            size="sm"
            onClick={() => {
              setConfirming(true);
            }}
            disabled={cancel.isPending}
            data-testid="lesson-cancel"
          >
            {t('lessons.cancel')}
          </Button>
        ) : headline === 'upcoming' ? (
          <p className="text-xs text-slate-600">{t('lessons.cancelClosedNote')}</p>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('lessons.cancelTitle')}
        text={row.price > 0 ? t('lessons.cancelText', { amount: price(row.price) }) : t('lessons.cancelTextFree')}
        confirmLabel={t('lessons.cancelConfirm')}
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
