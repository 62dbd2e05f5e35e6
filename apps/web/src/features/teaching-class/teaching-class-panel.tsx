import { type TeachingClass, classVideoRoomPath } from '@app/api';
import { getSpotsDisplay, isSeatTaken } from '@app/domain';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { type TFunction, useT } from '../../i18n/i18n-provider';
import { spotsText } from '../../lib/catalog-labels';
import { useCancelTeachingClass } from '../../lib/teaching/use-cancel-teaching-class';
import type { TeachingClassOffer, TeachingClassPhase } from './teaching-class-phase';

const PHASE_KEYS = {
  before: 'teachingClass.statusBefore',
  live: 'teachingClass.statusLive',
  ended: 'teachingClass.statusEnded',
  cancelled: 'teachingClass.statusCancelled',
} as const satisfies Record<TeachingClassPhase, string>;

const PHASE_STYLE: Record<TeachingClassPhase, string> = {
  before: 'bg-brand-50 text-brand-800 ring-brand-200',
  live: 'bg-green-50 text-green-800 ring-green-200',
  ended: 'bg-slate-100 text-slate-700 ring-slate-200',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
};

function confirmText(t: TFunction, booked: number): string {
  if (booked === 0) return t('teaching.cancelTextNone');
  return booked === 1 ? t('teaching.cancelTextOne') : t('teaching.cancelTextMany', { n: booked });
}

/**
 * The right-hand panel of the teacher's own class, in place of the student's Book panel: the state,
 * the spots meter (000 §4 spots line), Join (from start - 10 min, to the video room), Cancel under
 * 000 §6 (behind a confirm dialog) and the class material (`materials`, composed by the route).
 */
export function TeachingClassPanel({ view, offer, materials }: { view: TeachingClass; offer: TeachingClassOffer; materials?: ReactNode }) {
  const t = useT();
  const cls = view.group_class;
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelTeachingClass({ classId: cls.id, teacherId: cls.teacher_id });
  const seats = cls.group_class_students;
  const booked = seats.filter(isSeatTaken).length;
  const spots = getSpotsDisplay({ capacity: cls.student_capacity, seats, viewerId: cls.teacher_id });
  return (
    <section
      aria-labelledby="teaching-panel-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="teaching-class-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="teaching-panel-title" className="text-lg font-bold">
          {t('teachingClass.youTeach')}
        </h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${PHASE_STYLE[offer.phase]}`}
          data-testid="teaching-class-phase"
        >
          {t(PHASE_KEYS[offer.phase])}
        </span>
      </div>
      <div>
        <p className="font-semibold text-slate-900" data-testid="teaching-class-spots">
          {t('teachingClass.spotsBooked', { booked, max: cls.student_capacity })}
        </p>
        <meter
          className="mt-2 h-2 w-full"
          min={0}
          max={cls.student_capacity}
          value={booked}
          aria-label={t('teachingClass.spotsBooked', { booked, max: cls.student_capacity })}
        />
        {offer.phase === 'before' ? (
          <p className="mt-1 text-sm text-slate-600" data-spots={spots.kind}>
            {spotsText(t, spots)}
          </p>
        ) : null}
      </div>
      {offer.canJoin ? (
        <Link
          to={classVideoRoomPath({ classId: cls.id })}
          className={buttonClass({ full: true, size: 'lg' })}
          data-testid="teaching-class-join"
        >
          {t('teachingClass.join')}
        </Link>
      ) : offer.phase === 'before' ? (
        <p className="text-sm text-slate-600">{t('teachingClass.joinNote')}</p>
      ) : null}
      {offer.canCancel ? (
        <Button
          variant="danger"
          full
          onClick={() => {
            setConfirming(true);
          }}
          disabled={cancel.isPending}
        >
          {t('teaching.cancelClass')}
        </Button>
      ) : offer.phase === 'before' ? (
        <p className="text-xs text-slate-600" data-testid="teaching-class-cancel-note">
          {t(cls.course_id !== null ? 'teachingClass.courseClassNote' : 'teachingClass.cancelNote')}
        </p>
      ) : null}
      {materials ? <div className="border-t border-slate-200 pt-4">{materials}</div> : null}
      <ConfirmDialog
        open={confirming}
        title={t('teaching.cancelTitle')}
        text={confirmText(t, booked)}
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
    </section>
  );
}
