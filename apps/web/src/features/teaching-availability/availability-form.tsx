import type { AvailabilityBody, AvailabilityView } from '@app/api';
import { formatUtcOffset, getWeeklyMinutes, isValidZone } from '@app/domain';
import { type SyntheticEvent, useState } from 'react';
import { Button } from '../../components/button';
import { FormField } from '../../components/form-field';
import { useT } from '../../i18n/i18n-provider';
import { DayRanges } from './day-ranges';
import {
  type AvailabilityValues,
  bodyOf,
  checkValues,
  errorsOfApiError,
  type ExceptionRow,
  type FormErrors,
  type Problem,
  type RangeRow,
  rowKey,
  toCents,
  valuesOf,
} from './form-state';

const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/**
 * The teacher's one-to-one availability (issue 14): weekly hours per weekday in her zone (the zone
 * and its offset shown), date exceptions (a day off, or other hours that day), the lesson offer
 * (trial on/off and price, the 30-minute price, instant booking). Checked by the shared
 * `AvailabilityBodySchema` before sending; the server's refusals land next to their field too.
 */
export function AvailabilityForm({
  view,
  today,
  now,
  submit,
}: {
  view: AvailabilityView;
  /** The instant the zone's offset is read at (`useNow`). */
  now: number;
  /** Today in the teacher's zone (`YYYY-MM-DD`): the earliest exception date. */
  today: string;
  submit: (body: AvailabilityBody) => Promise<AvailabilityView>;
}) {
  const t = useT();
  const [values, setValues] = useState<AvailabilityValues>(() => valuesOf(view));
  const [errors, setErrors] = useState<FormErrors>({});
  const [status, setStatus] = useState<{ kind: 'idle' | 'saving' | 'failed' | 'invalid' } | { kind: 'saved'; slots: number }>({
    kind: 'idle',
  });
  const set = (patch: Partial<AvailabilityValues>) => {
    setValues((old) => ({ ...old, ...patch }));
  };
  const problemText = (p: Problem): string => t(`teachingAvailability.problem_${p}`);
  const weekdayName = (i: number): string => t(`teachingAvailability.${WEEKDAY_KEYS[i] ?? 'mon'}`);
  const zoneOk = isValidZone(values.zone.trim());
  const offset = zoneOk ? formatUtcOffset({ instant: now, zone: values.zone.trim() }) : null;
  const weeklyHours = getWeeklyMinutes({ weekly: bodyOf(values).body.weekly }) / 60;
  const regularCents = toCents(values.regular);

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const checked = checkValues(values);
    setErrors(checked.errors);
    if (!checked.body) {
      setStatus({ kind: 'invalid' });
      return;
    }
    setStatus({ kind: 'saving' });
    try {
      const saved = await submit(checked.body);
      setStatus({ kind: 'saved', slots: saved.open_slots });
    } catch (error) {
      const fieldErrors = errorsOfApiError(error, values, bodyOf(values).rangeKeys);
      if (fieldErrors) {
        setErrors(fieldErrors);
        setStatus({ kind: 'invalid' });
      } else setStatus({ kind: 'failed' });
    }
  };

  const setDay = (i: number) => (ranges: RangeRow[]) => {
    set({ days: values.days.map((d, k) => (k === i ? ranges : d)) });
  };
  const setException = (key: string, patch: Partial<ExceptionRow>) => {
    set({ exceptions: values.exceptions.map((e) => (e.key === key ? { ...e, ...patch } : e)) });
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6" aria-labelledby="availability-title">
      <section className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="weekly-title">
        <h2 id="weekly-title" className="text-lg font-bold">
          {t('teachingAvailability.weeklyTitle')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <FormField
            label={t('teachingAvailability.zone')}
            hint={offset ? t('teachingAvailability.zoneHint', { offset }) : t('teachingAvailability.zoneHintUnknown')}
            error={errors.zone ? problemText(errors.zone) : undefined}
            name="zone"
            autoComplete="off"
            value={values.zone}
            onChange={(e) => {
              set({ zone: e.currentTarget.value });
            }}
          />
          <p className="text-sm text-slate-700" data-testid="weekly-total">
            {t('teachingAvailability.weeklyTotal', { hours: weeklyHours })}
          </p>
        </div>
        <p className="text-sm text-slate-600">{t('teachingAvailability.weeklyIntro')}</p>
        <div className="divide-y divide-slate-100">
          {values.days.map((ranges, i) => (
            <fieldset key={WEEKDAY_KEYS[i]} className="grid gap-2 py-3 sm:grid-cols-[8rem_1fr]" data-testid={`weekday-${i + 1}`}>
              <legend className="float-left font-semibold text-slate-800 sm:pt-1.5">{weekdayName(i)}</legend>
              <DayRanges
                label={weekdayName(i)}
                ranges={ranges}
                errors={errors}
                problemText={problemText}
                onChange={setDay(i)}
                emptyText={t('teachingAvailability.unavailable')}
              />
            </fieldset>
          ))}
        </div>
      </section>

      <section className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="exceptions-title">
        <h2 id="exceptions-title" className="text-lg font-bold">
          {t('teachingAvailability.exceptionsTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('teachingAvailability.exceptionsIntro')}</p>
        {errors.exceptions ? <p className="text-sm text-red-700">{problemText(errors.exceptions)}</p> : null}
        <ul className="space-y-4">
          {values.exceptions.map((e, i) => {
            const dateError = errors[`exception:${e.key}:date`];
            const dayOff = e.ranges.length === 0;
            const name = e.date || t('teachingAvailability.exceptionN', { n: i + 1 });
            return (
              <li key={e.key} className="space-y-2 rounded-xl border border-slate-200 p-3" data-testid="exception-row">
                <div className="flex flex-wrap items-end gap-3">
                  <div className="min-w-[12rem] flex-1">
                    <FormField
                      label={t('teachingAvailability.exceptionDate', { n: i + 1 })}
                      type="date"
                      min={today}
                      value={e.date}
                      error={dateError ? problemText(dateError) : undefined}
                      onChange={(ev) => {
                        setException(e.key, { date: ev.currentTarget.value });
                      }}
                    />
                  </div>
                  <label className="flex items-center gap-2 py-2 text-sm">
                    <input
                      type="checkbox"
                      checked={dayOff}
                      onChange={(ev) => {
                        setException(e.key, {
                          ranges: ev.currentTarget.checked ? [] : [{ key: rowKey(), start: '09:00', end: '12:00' }],
                        });
                      }}
                    />
                    {t('teachingAvailability.dayOff')}
                  </label>
                  <button
                    type="button"
                    className="rounded-lg px-2 py-2 text-sm text-red-700 underline hover:bg-red-50"
                    onClick={() => {
                      set({ exceptions: values.exceptions.filter((x) => x.key !== e.key) });
                    }}
                  >
                    {t('teachingAvailability.removeException', { date: name })}
                  </button>
                </div>
                {dayOff ? null : (
                  <DayRanges
                    label={name}
                    ranges={e.ranges}
                    errors={errors}
                    problemText={problemText}
                    onChange={(ranges) => {
                      setException(e.key, { ranges });
                    }}
                    emptyText={t('teachingAvailability.unavailable')}
                  />
                )}
              </li>
            );
          })}
        </ul>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => {
            set({ exceptions: [...values.exceptions, { key: rowKey(), date: today, ranges: [] }] });
          }}
        >
          + {t('teachingAvailability.addException')}
        </Button>
      </section>

      <section className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="offer-title">
        <h2 id="offer-title" className="text-lg font-bold">
          {t('teachingAvailability.offerTitle')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('teachingAvailability.regularPrice')}
            hint={
              Number.isNaN(regularCents)
                ? t('teachingAvailability.regularPriceHint')
                : t('teachingAvailability.sixtyPrice', { price: ((regularCents * 2) / 100).toFixed(2) })
            }
            name="min_price"
            inputMode="decimal"
            value={values.regular}
            error={errors['offer.min_price'] ? problemText(errors['offer.min_price']) : undefined}
            onChange={(e) => {
              set({ regular: e.currentTarget.value });
            }}
          />
          <FormField
            label={t('teachingAvailability.trialPrice')}
            hint={t('teachingAvailability.trialPriceHint')}
            name="trial_price"
            inputMode="decimal"
            value={values.trial}
            error={errors['offer.trial_price'] ? problemText(errors['offer.trial_price']) : undefined}
            onChange={(e) => {
              set({ trial: e.currentTarget.value });
            }}
          />
        </div>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1"
            checked={values.hasTrial}
            onChange={(e) => {
              set({ hasTrial: e.currentTarget.checked });
            }}
          />
          <span>{t('teachingAvailability.hasTrial')}</span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1"
            checked={values.instant}
            onChange={(e) => {
              set({ instant: e.currentTarget.checked });
            }}
          />
          <span>
            <span className="font-medium">{t('teachingAvailability.instant')}</span>
            <span className="block text-slate-600">{t('teachingAvailability.instantHint')}</span>
          </span>
        </label>
      </section>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={status.kind === 'saving'}>
          {t('teachingAvailability.save')}
        </Button>
        <p role="status" className={status.kind === 'saved' ? 'text-sm text-emerald-700' : 'text-sm text-red-700'}>
          {status.kind === 'saved'
            ? t('teachingAvailability.saved', { slots: status.slots })
            : status.kind === 'failed'
              ? t('teachingAvailability.saveFailed')
              : status.kind === 'invalid'
                ? t('teachingAvailability.fixErrors')
                : ''}
        </p>
      </div>
    </form>
  );
}
