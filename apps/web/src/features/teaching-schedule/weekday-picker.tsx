import { ISO_WEEKDAYS } from '@app/domain';
import { useI18n } from '../../i18n/i18n-provider';

// 2026-01-05 is a Monday: ISO weekday n is that date + n - 1, named in the display language.
const weekdayName = (weekday: number, intlLocale: string, width: 'short' | 'long') =>
  new Intl.DateTimeFormat(intlLocale, { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2026, 0, 4 + weekday));

/** Weekday checkboxes in a fieldset with its legend and error (ISO weekdays, Monday first). */
export function WeekdayPicker({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: readonly number[];
  onChange: (weekdays: number[]) => void;
  error?: string | null | undefined;
}) {
  const { intlLocale } = useI18n();
  const errorId = 'weekday-picker-error';
  return (
    <fieldset className="space-y-1" {...(error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {})}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {ISO_WEEKDAYS.map((day) => {
          const checked = value.includes(day);
          return (
            <label
              key={day}
              className={`inline-flex cursor-pointer items-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${checked ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-800'}`}
            >
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={checked}
                onChange={() => {
                  onChange(checked ? value.filter((d) => d !== day) : [...value, day].sort((a, b) => a - b));
                }}
                aria-label={weekdayName(day, intlLocale, 'long')}
              />
              <span aria-hidden="true">{weekdayName(day, intlLocale, 'short')}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
