import { classVideoRoomPath, type GroupClassDetail } from '@app/api';
import { type ClassHeadlineCode, getClassCountdown } from '@app/domain';
import { Button, buttonClass } from '../../components/button';
import { RateClassLink } from '../../components/rate-class-link';
import { useI18n } from '../../i18n/i18n-provider';
import { cancellationText, headlineText, noticeText } from '../../lib/class-texts';
import { timeLeftText } from '../../lib/time-left-text';
import { getClassViewState } from './class-view-state';

const HEADLINE_TONE: Record<ClassHeadlineCode, string> = {
  upcoming: 'bg-brand-50 text-brand-800',
  live: 'bg-emerald-50 text-emerald-800',
  completed: 'bg-slate-100 text-slate-800',
  canceled: 'bg-red-50 text-red-800',
  unknown: 'hidden',
};

export interface ClassStatusPanelProps {
  readonly detail: Pick<GroupClassDetail, 'group_class' | 'group_course'>;
  readonly viewerId: number;
  /** From `useNow()`: the panel changes by itself when a boundary passes (join opens at start - 10 min). */
  readonly now: number;
  readonly onDrop: () => void;
  readonly onReportProblem: () => void;
  readonly dropBusy?: boolean;
}

/**
 * The right-hand status panel of a booked class (000 §2.B, §4): headline, the cancelled text by who
 * cancelled, the course reminder, the notice and the actions by time (Drop class, Join class with
 * the meeting id and passcode, There was a problem), all from `getClassActions` and friends; after
 * the end, Rate this class (issue 17).
 */
export function ClassStatusPanel({ detail, viewerId, now, onDrop, onReportProblem, dropBusy = false }: ClassStatusPanelProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const state = getClassViewState({ detail, viewerId, now });
  if (!state.seat || !state.headline || !state.actions) return null;
  const { headline, actions } = state;
  const tools = detail.group_class.communication_tools;
  const meeting = actions.showMeetingDetails ? (tools?.zoom ?? null) : null;
  const hasButtons = actions.join !== 'hidden' || actions.canDrop || actions.showProblemReport;
  // Shown with Join class (disabled, then enabled); the same join window decides both.
  const countdown =
    actions.join === 'hidden' ? null : getClassCountdown({ start: detail.group_class.start_time, end: detail.group_class.end_time, now });

  return (
    <section
      aria-labelledby="status-panel-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="status-panel"
      data-headline={headline.code}
    >
      <h2 id="status-panel-title" className="sr-only">
        {t('classPage.statusPanelTitle')}
      </h2>
      <p className={`inline-flex rounded-full px-3 py-1 text-sm font-bold ${HEADLINE_TONE[headline.code]}`} data-testid="class-headline">
        {headlineText(t, headline.code)}
      </p>

      {countdown ? (
        // Its text depends on whole minutes only, so a screen reader hears it once a minute although
        // the page re-reads the clock every few seconds; one line of room (min-h) is kept so a change
        // of text never moves the panel; the server renders it at its own instant, the first client
        // render reads the same (useNow), so hydration matches.
        <p
          aria-live="polite"
          aria-atomic="true"
          className="mt-3 min-h-7 text-lg font-bold tabular-nums text-slate-900"
          data-testid="class-countdown"
        >
          {countdown.kind === 'join-now'
            ? t('classPage.countdownJoinNow')
            : t('classPage.countdownStartsIn', { time: timeLeftText(i18n, countdown.timeLeft) })}
        </p>
      ) : null}
      {state.cancellationText ? (
        <p className="mt-3 text-slate-700" data-testid="cancellation-text">
          {cancellationText(t, state.cancellationText)}
        </p>
      ) : null}
      {actions.courseReminder ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('classPage.courseReminder')}</p>
      ) : null}
      {actions.notice && actions.notice.kind !== 'completed' ? (
        <p className="mt-3 text-slate-700" data-testid="class-notice">
          {noticeText(t, actions.notice.kind)}
        </p>
      ) : null}

      {actions.dropClosed ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="drop-closed">
          {t('classPage.dropClosed')}
        </p>
      ) : null}

      {hasButtons ? (
        <div className="mt-4 flex flex-col gap-3">
          {actions.join === 'enabled' && meeting ? (
            <a
              href={classVideoRoomPath({ classId: detail.group_class.id })}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ size: 'lg', full: true })}
            >
              {t('classPage.joinClass')}
              <span className="sr-only"> {t('catalog.opensInNewTab')}</span>
            </a>
          ) : actions.join !== 'hidden' ? (
            <Button size="lg" full disabled>
              {t('classPage.joinClass')}
            </Button>
          ) : null}
          {meeting ? (
            <dl
              className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm"
              data-testid="meeting-details"
            >
              <dt className="text-slate-600">{t('classPage.meetingId')}</dt>
              <dd className="font-mono font-semibold">{meeting.account}</dd>
              <dt className="text-slate-600">{t('classPage.passcode')}</dt>
              <dd className="font-mono font-semibold">{meeting.pass_code}</dd>
            </dl>
          ) : null}
          {actions.canDrop ? (
            <Button variant="danger" full onClick={onDrop} disabled={dropBusy}>
              {t('classPage.dropClass')}
            </Button>
          ) : null}
          {actions.showProblemReport ? (
            <Button variant="secondary" full onClick={onReportProblem}>
              {t('classPage.problemButton')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <RateClassLink
        kind="class"
        id={detail.group_class.id}
        session={{
          kind: 'class',
          classStatus: detail.group_class.status,
          seatStatus: state.seat.status,
          attended: null,
          end: detail.group_class.end_time,
        }}
        now={now}
        className="mt-4 w-full"
      />
    </section>
  );
}
