import { fillWebRoute, type VideoRoom, WEB_ROUTES } from '@app/api';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { type TFunction, useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { useDisplayTime } from '../../lib/use-display-time';
import { CopyButton } from '../../components/copy-button';
import { formatCountdown } from './countdown';

/** The way back: a class's page (her view or the student's), or the list the lesson is on for this viewer. */
function backLink(t: TFunction, room: VideoRoom): { to: string; text: string } {
  if (room.kind === 'class') return { to: fillWebRoute(WEB_ROUTES.classDetail, { id: room.id }), text: t('videoRoom.backToClass') };
  return room.viewer === 'teacher'
    ? { to: WEB_ROUTES.teaching, text: t('videoRoom.backToTeaching') }
    : { to: WEB_ROUTES.myClasses, text: t('videoRoom.backToMyClasses') };
}

export interface VideoRoomViewProps {
  readonly room: VideoRoom;
  readonly now: number;
  /** Seconds until the browser is sent to the meeting (open room only); null: no redirect pending. */
  readonly redirectIn?: number | null;
  /** Read the door again (an open room without a meeting yet). */
  readonly onCheckAgain?: (() => void) | undefined;
}

/**
 * The room door (issue 14): the meeting id, passcode (with copy buttons) and the meeting link when
 * open; a countdown and "The room opens at HH:MM" in the viewer's zone and 12/24 h setting when
 * early; the reason and a way back otherwise. What to show is the server's `access`, never guessed here.
 */
export function VideoRoomView({ room, now, redirectIn = null, onCheckAgain }: VideoRoomViewProps) {
  const t = useT();
  const languages = useLanguageNames();
  const display = useDisplayTime();
  const label = room.kind === 'lesson' ? t('videoRoom.lessonLabel', { language: languages.label(room.title) }) : t('videoRoom.classLabel');
  const back = backLink(t, room);

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-10" data-testid="video-room" data-access={room.access}>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{label}</p>
      {room.kind === 'class' ? <p className="mt-1 text-lg font-semibold text-slate-900">{room.title}</p> : null}
      <p className="text-sm text-slate-600">
        {display.date(room.start_time)} · {display.range(room.start_time, room.end_time)} · {display.zoneLabel(room.start_time)}
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <DoorBody room={room} now={now} redirectIn={redirectIn} onCheckAgain={onCheckAgain} />
      </div>
      <Link to={back.to} className={`${buttonClass({ variant: 'secondary' })} mt-4`}>
        {back.text}
      </Link>
    </section>
  );
}

function DoorBody({
  room,
  now,
  redirectIn,
  onCheckAgain,
}: {
  room: VideoRoom;
  now: number;
  redirectIn: number | null;
  onCheckAgain: (() => void) | undefined;
}) {
  const t = useT();
  const display = useDisplayTime();
  const lesson = room.kind === 'lesson';
  switch (room.access) {
    case 'open':
      if (!room.room)
        return (
          <>
            <h1 className="text-xl font-bold">{t('videoRoom.noRoomTitle')}</h1>
            <p className="mt-2 text-slate-700">{t('videoRoom.noRoomText')}</p>
            {onCheckAgain ? (
              <button type="button" className={`${buttonClass({ variant: 'secondary' })} mt-4`} onClick={onCheckAgain}>
                {t('videoRoom.checkAgain')}
              </button>
            ) : null}
          </>
        );
      return (
        <>
          <h1 className="text-xl font-bold">{t('videoRoom.openTitle')}</h1>
          <p className="mt-2 text-slate-700">{t('videoRoom.openText')}</p>
          <dl className="mt-4 space-y-3" data-testid="room-details">
            <Detail term={t('videoRoom.meetingId')} value={room.room.account} />
            <Detail term={t('videoRoom.passcode')} value={room.room.pass_code} />
          </dl>
          <a href={room.room.link} rel="noopener noreferrer" className={`${buttonClass({ size: 'lg', full: true })} mt-5`}>
            {t('videoRoom.openMeeting')}
          </a>
          {redirectIn !== null ? (
            <p className="mt-2 text-center text-sm text-slate-600" role="status">
              {t('videoRoom.redirecting', { seconds: redirectIn })}
            </p>
          ) : null}
        </>
      );
    case 'too-early': {
      const opensAt = room.opens_at ?? room.start_time;
      return (
        <>
          <h1 className="text-xl font-bold">{t('videoRoom.earlyTitle')}</h1>
          <p className="mt-2 text-slate-700" data-testid="opens-at">
            {t(lesson ? 'videoRoom.lessonOpensAt' : 'videoRoom.opensAt', { time: display.time(opensAt), zone: display.zoneLabel(opensAt) })}
          </p>
          <p
            className="mt-4 text-center text-3xl font-bold tabular-nums text-brand-700"
            role="timer"
            aria-label={t('videoRoom.countdownLabel')}
          >
            {t('videoRoom.countdown', { time: formatCountdown({ now, target: Date.parse(opensAt) }) })}
          </p>
        </>
      );
    }
    case 'ended':
      return lesson ? (
        <Reason title={t('videoRoom.lessonEndedTitle')} text={t('videoRoom.lessonEndedText')} />
      ) : (
        <Reason title={t('videoRoom.endedTitle')} text={t('videoRoom.endedText')} />
      );
    case 'not-booked':
      return lesson ? (
        <Reason title={t('videoRoom.lessonNotBookedTitle')} text={t('videoRoom.lessonNotBookedText')} />
      ) : (
        <Reason title={t('videoRoom.notBookedTitle')} text={t('videoRoom.notBookedText')} />
      );
    case 'cancelled':
      return lesson ? (
        <Reason title={t('videoRoom.lessonCancelledTitle')} text={t('videoRoom.lessonCancelledText')} />
      ) : (
        <Reason title={t('videoRoom.cancelledTitle')} text={t('videoRoom.cancelledText')} />
      );
  }
}

function Reason({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h1 className="text-xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-700">{text}</p>
    </>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="flex items-center gap-3">
        <span className="font-mono text-lg font-semibold">{value}</span>
        <CopyButton value={value} what={term} />
      </dd>
    </div>
  );
}
