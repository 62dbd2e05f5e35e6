import { type MarkAttendanceBody, MarkAttendanceBodySchema, type RosterStudent, type TeachingClass } from '@app/api';
import { type ReactNode, type SyntheticEvent, useState } from 'react';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { useT } from '../../i18n/i18n-provider';
import { errorText } from '../../i18n/error-text';
import { levelName } from '../../lib/catalog-labels';
import { useDisplayTime } from '../../lib/use-display-time';
import type { TeachingClassOffer } from './teaching-class-phase';

type Marks = Readonly<Record<number, boolean | undefined>>;

const marksOf = (students: readonly RosterStudent[]): Marks =>
  Object.fromEntries(students.map((s) => [s.user_id, s.attended ?? undefined]));

/**
 * The teacher's roster: each booked student (avatar, nickname, level in the class's language, a
 * message link from `contact`), and once the class has started the attendance form: one radio pair
 * per student (Attended / Absent), validated with the API's own body schema and saved by `onSave`.
 */
export function ClassRoster({
  view,
  offer,
  contact,
  onSave,
  saving = false,
  saveError = null,
  savedAt = null,
}: {
  view: TeachingClass;
  offer: Pick<TeachingClassOffer, 'phase' | 'attendanceOpen'>;
  contact?: (student: RosterStudent) => ReactNode;
  onSave: (body: MarkAttendanceBody) => void;
  saving?: boolean;
  saveError?: unknown;
  /** When the last save succeeded (its answer replaced `view`): shows the saved note until the next change. */
  savedAt?: number | null;
}) {
  const t = useT();
  const time = useDisplayTime();
  const [marks, setMarks] = useState<Marks>(() => marksOf(view.students));
  const [formError, setFormError] = useState<string | null>(null);
  const [dirtySince, setDirtySince] = useState<number | null>(null);
  const students = view.students;
  const editable = offer.attendanceOpen && students.length > 0;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = MarkAttendanceBodySchema.safeParse({
      marks: students.flatMap((s) => (marks[s.user_id] === undefined ? [] : [{ student_id: s.user_id, attended: marks[s.user_id] }])),
    });
    if (!parsed.success) {
      setFormError(t('teachingClass.chooseOne'));
      return;
    }
    setFormError(null);
    setDirtySince(null);
    onSave(parsed.data);
  };
  const showSaved = savedAt !== null && dirtySince === null && !saving && saveError === null;

  const list = (
    <ul className="divide-y divide-slate-200" data-testid="roster">
      {students.map((student) => (
        <li
          key={student.seat_id}
          className="flex flex-wrap items-center gap-3 py-3"
          data-testid="roster-student"
          data-user-id={student.user_id}
        >
          <Avatar src={student.avatar_file_name} name={student.nickname} size="sm" />
          <div className="min-w-0 flex-1 basis-32">
            <p className="break-words font-semibold text-slate-900">{student.nickname}</p>
            <p className="text-sm text-slate-600">
              {student.level === null ? t('teachingClass.levelUnknown') : t('teachingClass.level', { level: levelName(t, student.level) })}
            </p>
          </div>
          {contact ? <div className="w-full sm:w-auto [&>button]:w-full">{contact(student)}</div> : null}
          {editable ? (
            <fieldset className="flex w-full gap-2 sm:w-auto" data-testid="attendance-choice">
              <legend className="sr-only">{t('teachingClass.attendanceLegend', { name: student.nickname })}</legend>
              {([true, false] as const).map((value) => (
                <label
                  key={String(value)}
                  className="flex flex-1 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 sm:flex-none"
                >
                  <input
                    type="radio"
                    name={`attended-${student.user_id}`}
                    checked={marks[student.user_id] === value}
                    onChange={() => {
                      setMarks((current) => ({ ...current, [student.user_id]: value }));
                      setDirtySince(Date.now());
                      setFormError(null);
                    }}
                  />
                  {t(value ? 'teachingClass.attended' : 'teachingClass.absent')}
                </label>
              ))}
            </fieldset>
          ) : offer.phase !== 'before' && offer.phase !== 'cancelled' ? (
            <p className="text-sm font-medium text-slate-700" data-testid="attendance-mark">
              {student.attended === null
                ? t('teachingClass.notMarked')
                : t(student.attended ? 'teachingClass.attended' : 'teachingClass.absent')}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );

  return (
    <section
      aria-labelledby="roster-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="teaching-roster"
    >
      <h2 id="roster-title" className="text-lg font-semibold">
        {t('teachingClass.rosterTitle')}
      </h2>
      {students.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('teachingClass.rosterEmpty')}</p>
      ) : editable ? (
        <form onSubmit={submit} noValidate aria-describedby="attendance-window">
          <p id="attendance-window" className="mt-1 text-sm text-slate-600">
            {t('teachingClass.attendanceUntil', {
              date: `${time.date(view.attendance_closes_at)} ${time.time(view.attendance_closes_at)}`,
            })}
          </p>
          {list}
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={saving} aria-describedby={formError ? 'attendance-error' : undefined}>
              {saving ? t('teachingClass.saving') : t('teachingClass.save')}
            </Button>
            <p role="status" className="text-sm font-medium text-green-800" data-testid="attendance-saved">
              {showSaved ? t('teachingClass.saved') : ''}
            </p>
          </div>
          {formError || saveError ? (
            <p id="attendance-error" role="alert" className="mt-2 text-sm text-red-700">
              {formError ?? errorText(t, saveError)}
            </p>
          ) : null}
        </form>
      ) : (
        <>
          {offer.phase === 'before' ? <p className="mt-1 text-sm text-slate-600">{t('teachingClass.attendanceBefore')}</p> : null}
          {offer.phase === 'ended' ? (
            <p className="mt-1 text-sm text-slate-600">
              {t('teachingClass.attendanceClosed', { date: time.date(view.attendance_closes_at) })}
            </p>
          ) : null}
          {list}
        </>
      )}
    </section>
  );
}
