import type { TeachingClassRow } from '@app/api';
import type { Instant } from '@app/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { type TFunction, useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { classDetailHref, courseTopicHref, topicHref } from '../../lib/booking/booking-paths';
import { categoryName, levelName } from '../../lib/catalog-labels';
import { useDisplayTime } from '../../lib/use-display-time';
import { HeadlineBadge } from './headline-badge';
import { cancellerText, getTeachingClassCanceller, getTeachingClassHeadline } from './teaching-status';
import { useCancelTeachingClass } from '../../lib/teaching/use-cancel-teaching-class';

function confirmText(t: TFunction, booked: number): string {
  if (booked === 0) return t('teaching.cancelTextNone');
  return booked === 1 ? t('teaching.cancelTextOne') : t('teaching.cancelTextMany', { n: booked });
}

/**
 * One group class the viewer teaches: when (user's zone), what (title to the topic page, language,
 * level, category, part of a course), booked spots and the headline with who cancelled. Cancel class
 * shows only where the server computed `can_cancel` (000 §6; never for a class of a course, which
 * is not cancelled on its own: its row links to the course page, where the whole course is), behind
 * a confirm dialog.
 */
export function TeachingClassItem({ row, teacherId, now }: { row: TeachingClassRow; teacherId: number; now: Instant }) {
  const t = useT();
  const languageNames = useLanguageNames();
  const time = useDisplayTime();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelTeachingClass({ classId: row.group_class_id, teacherId });
  const headline = getTeachingClassHeadline({ row, now });
  const canceller = getTeachingClassCanceller({ row, teacherId });
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
      data-testid="teaching-item"
      data-kind="class"
      data-class-id={row.group_class_id}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t('teaching.groupClass')}</span>
          {row.course_id !== null ? (
            <span
              className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200"
              data-testid="teaching-course-class"
            >
              {t('classPage.partOfCourse')}
            </span>
          ) : null}
          <HeadlineBadge code={headline} />
        </div>
        <h2 className="mt-1 text-lg font-bold leading-snug">
          <Link to={topicHref(row.topic_id)} className="hover:underline">
            {row.title}
          </Link>
        </h2>
        <p className="mt-0.5 text-sm text-slate-700">
          {languageNames.label(row.language)} · {levelName(t, row.language_level)} · {categoryName(t, row.category)}
        </p>
        <p className="mt-2 text-slate-900">
          <time dateTime={row.start_time}>
            {time.date(row.start_time)} · <span className="whitespace-nowrap">{time.range(row.start_time, row.end_time)}</span>
          </time>
        </p>
        <p className="mt-1 text-sm text-slate-700" data-testid="teaching-spots">
          {t('teaching.spotsBooked', { booked: row.booked_spots, max: row.max_spots })}
        </p>
        <p className="mt-1 text-sm">
          <Link
            to={classDetailHref({ classId: row.group_class_id })}
            className="font-semibold text-brand-700 hover:underline"
            data-testid="teaching-open-class"
          >
            {t('teachingClass.openClass')}
          </Link>
          {row.course_id !== null ? (
            <>
              {' · '}
              <Link
                to={courseTopicHref(row.topic_id)}
                className="font-semibold text-brand-700 hover:underline"
                data-testid="teaching-open-course"
              >
                {t('teaching.openCourse')}
              </Link>
            </>
          ) : null}
        </p>
        {!row.can_cancel && headline === 'upcoming' ? (
          <p className="mt-1 text-xs text-slate-600" data-testid="teaching-cancel-note">
            {t(row.course_id !== null ? 'teaching.courseClassNote' : 'teaching.cancelClosedNote')}
          </p>
        ) : null}
        {canceller ? (
          <p className="mt-1 text-sm font-medium text-red-800" data-testid="teaching-canceller">
            {cancellerText(t, canceller)}
          </p>
        ) : null}
      </div>
      {row.can_cancel ? (
        <div className="sm:self-center">
          <Button
            variant="danger"
            size="sm"
            onClick={() => {
              setConfirming(true);
            }}
            disabled={cancel.isPending}
          >
            {t('teaching.cancelClass')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('teaching.cancelTitle')}
        text={confirmText(t, row.booked_spots)}
        confirmLabel={t('teaching.cancelConfirm')}
        dismissLabel={t('teaching.keepClass')}
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
