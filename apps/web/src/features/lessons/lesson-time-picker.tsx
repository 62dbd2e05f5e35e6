import { groupLessonStartsByDay } from '@app/domain';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n-provider';
import { useDisplayTime } from '../../lib/use-display-time';

/**
 * Days with free start times (in the user's zone, `groupLessonStartsByDay`), then that day's times
 * as a radio group, in the user's 12 h / 24 h clock. The first day is open at first.
 */
export function LessonTimePicker({
  starts,
  selected,
  onSelect,
}: {
  starts: readonly number[];
  selected: number | null;
  onSelect: (start: number) => void;
}) {
  const t = useT();
  const time = useDisplayTime();
  const days = groupLessonStartsByDay({ starts, zone: time.zone });
  const [openDate, setOpenDate] = useState<string | null>(null);
  const timesId = useId();
  const day = days.find((d) => d.date === openDate) ?? days.find((d) => selected !== null && d.starts.includes(selected)) ?? days[0];
  if (!day)
    return (
      <p className="mt-3 rounded-lg bg-slate-50 p-4 text-slate-700" data-testid="lesson-no-times">
        {t('lessons.noTimes')}
      </p>
    );
  const dayLabel = (start: number) => time.date(start);
  return (
    <div className="mt-3 space-y-4">
      <div
        role="group"
        aria-label={t('lessons.daysLabel')}
        className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2 sm:flex-wrap sm:overflow-visible"
        data-testid="lesson-days"
      >
        {days.map((d) => {
          const first = d.starts[0] ?? 0;
          const current = d.date === day.date;
          return (
            <button
              key={d.date}
              type="button"
              aria-pressed={current}
              aria-controls={timesId}
              onClick={() => {
                setOpenDate(d.date);
              }}
              className={`shrink-0 rounded-lg border px-3 py-2 text-sm font-medium ${current ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`}
            >
              {dayLabel(first)}
            </button>
          );
        })}
      </div>
      <fieldset id={timesId}>
        <legend className="text-sm font-medium text-slate-700">{t('lessons.timesLabel', { date: dayLabel(day.starts[0] ?? 0) })}</legend>
        <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6" data-testid="lesson-times">
          {day.starts.map((start) => {
            const checked = start === selected;
            return (
              <label
                key={start}
                className={`flex cursor-pointer items-center justify-center rounded-lg border px-2 py-2 text-sm font-semibold tabular-nums focus-within:ring-2 focus-within:ring-brand-500 ${checked ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`}
              >
                <input
                  type="radio"
                  name="lesson-start"
                  value={start}
                  checked={checked}
                  onChange={() => {
                    onSelect(start);
                  }}
                  className="sr-only"
                />
                <time dateTime={new Date(start).toISOString()}>{time.time(start)}</time>
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
