import { classVideoRoomPath, type MyClassRow } from '@app/api';
import { canSeeMeetingDetails, CLASS_STUDENT_STATUSES, type Instant } from '@app/domain';
import { Link } from 'react-router';
import { Avatar } from '../../components/avatar';
import { buttonClass } from '../../components/button';
import { RateClassLink } from '../../components/rate-class-link';
import { useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { categoryName, levelName } from '../../lib/catalog-labels';
import { useDisplayTime } from '../../lib/use-display-time';
import { getMyClassStatus, myClassHref, myClassStatusText, type MyClassStatus } from './my-class-status';

const TONE: Record<string, string> = {
  upcoming: 'bg-brand-50 text-brand-800 ring-brand-200',
  scheduled: 'bg-brand-50 text-brand-800 ring-brand-200',
  live: 'bg-green-50 text-green-800 ring-green-200',
  ongoing: 'bg-green-50 text-green-800 ring-green-200',
  completed: 'bg-slate-100 text-slate-800 ring-slate-200',
  canceled: 'bg-red-50 text-red-800 ring-red-200',
  terminated: 'bg-amber-50 text-amber-900 ring-amber-200',
};

function StatusBadge({ status, text }: { status: MyClassStatus; text: string }) {
  if (!text) return null;
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONE[status.code] ?? TONE.completed}`}
      data-testid="my-class-status"
      data-status={status.code}
    >
      {text}
    </span>
  );
}

/**
 * One booking of the student: what (class or course, title, language, level, category), with whom,
 * when in the user's zone, its status in the spec's words; the whole title links to its page.
 */
export function MyClassItem({ row, studentId, now }: { row: MyClassRow; studentId: number; now: Instant }) {
  const t = useT();
  const languageNames = useLanguageNames();
  const time = useDisplayTime();
  const status = getMyClassStatus({ row, studentId, now });
  const href = myClassHref(row);
  const seatStatus = CLASS_STUDENT_STATUSES.find((s) => s === row.seat_status);
  // Issue 17 "Join in My classes during the join window": the class page's own rule (000 §4, from start - 10 min until the end).
  const canJoin =
    row.kind === 'class' &&
    row.group_class_id !== null &&
    canSeeMeetingDetails({
      bookingStatus: seatStatus,
      start: row.start_time,
      end: row.end_time,
      now,
      classStatus: row.class_status ?? undefined,
    });
  return (
    <li
      className="relative flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-brand-500 sm:flex-row sm:items-center"
      data-testid="my-class-item"
      data-kind={row.kind}
    >
      <div className="flex-1 min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            {row.kind === 'course' ? t('myClasses.groupCourse') : t('myClasses.groupClass')}
          </span>
          <StatusBadge status={status} text={myClassStatusText(t, status)} />
        </div>
        <h2 className="mt-1 text-lg font-bold leading-snug">
          {/* The link covers the card (after:absolute), so the whole row opens the page. */}
          <Link to={href} className="after:absolute after:inset-0 after:content-[''] hover:underline focus:outline-none">
            {row.title}
          </Link>
        </h2>
        <p className="mt-0.5 text-sm text-slate-700">
          {languageNames.label(row.language)} · {levelName(t, row.language_level)} · {categoryName(t, row.category)}
          {row.kind === 'course' && row.class_amount !== null ? ` · ${t('myClasses.courseClasses', { n: row.class_amount })}` : ''}
        </p>
        <p className="mt-2 text-slate-900">
          {row.kind === 'course' ? (
            // A course row spans weeks: its first and last dates, and the weekly start time of its first class.
            <>
              <time dateTime={row.start_time}>{time.date(row.start_time)}</time> –{' '}
              <time dateTime={row.end_time}>{time.date(row.end_time)}</time> · {time.time(row.start_time)}
            </>
          ) : (
            <time dateTime={row.start_time}>
              {time.date(row.start_time)} · {time.range(row.start_time, row.end_time)}
            </time>
          )}
        </p>
      </div>
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <Avatar src={row.teacher.avatar_file_name} name={row.teacher.nickname} size="sm" />
        <span>{t('myClasses.withTeacher', { name: row.teacher.nickname })}</span>
      </div>
      {canJoin && row.group_class_id !== null ? (
        <a
          href={classVideoRoomPath({ classId: row.group_class_id })}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonClass({ size: 'sm' })} relative z-10`}
          data-testid="my-class-join"
        >
          {t('classPage.joinClass')}
          <span className="sr-only"> {t('catalog.opensInNewTab')}</span>
        </a>
      ) : null}
      {/* A course row spans its classes; each class of it is rated from its own page. */}
      {row.kind === 'class' && row.group_class_id !== null && row.class_status !== null ? (
        <RateClassLink
          kind="class"
          id={row.group_class_id}
          session={{
            kind: 'class',
            classStatus: row.class_status,
            seatStatus,
            attended: null,
            end: row.end_time,
          }}
          now={now}
        />
      ) : null}
    </li>
  );
}
