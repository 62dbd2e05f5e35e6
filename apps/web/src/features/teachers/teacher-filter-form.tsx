import type { TeacherSearchTagCategory } from '@app/api';
import {
  type CurrencyRate,
  DAYTIME_SLOTS,
  EMPTY_TEACHER_SEARCH_QUERY,
  formatCentsAsPrice,
  hundredthsToUsdCents,
  parsePriceToCents,
  usdCentsToHundredths,
  SPECIFIC_HOUR_MAX,
  type TeacherSearchQuery,
  WEEKDAY_INDEXES,
} from '@app/domain';
import { type ReactNode, type SyntheticEvent, useId, useMemo, useState } from 'react';
import { Button } from '../../components/button';
import { withoutKey } from './use-teacher-search-query';
import { useI18n } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { categoryName } from '../../lib/catalog-labels';
import { tagName } from '../../lib/tag-names';
import { daytimeSlotLabel } from '../../lib/daytime-slot-label';

const HOURS = Array.from({ length: SPECIFIC_HOUR_MAX + 1 }, (_, h) => h);
// 2024-01-01 was a Monday: day index 0 (001 §9 "indexed 0 to 6, starting from Monday").
const MONDAY_UTC = Date.UTC(2024, 0, 1);

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

function range(from: number, to: number): number[] {
  return from > to ? [] : Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export interface FilterFormProps {
  readonly query: TeacherSearchQuery;
  readonly categories: readonly TeacherSearchTagCategory[];
  readonly languages: readonly { text_code: string; name: string }[];
  readonly twelveHour: boolean;
  /** The currency the cards show prices in: the price filter is typed in it (the query keeps USD cents). */
  readonly priceCurrency: CurrencyRate;
  readonly onApply: (next: TeacherSearchQuery) => void;
  /** Phones: a Modal closes after Apply or Reset. */
  readonly onDone?: () => void;
}

/**
 * Every filter of 001 §2.5 (price range, native, trial, instant booking, days and times, a specific
 * day and hours, in 72 h, speaks, categories and child tags, country, type), edited as a draft and
 * applied at once with Apply (Reset clears them all), on desktop and in the phone modal alike.
 * Keyword and paging are kept as they are.
 */
export function TeacherFilterForm({ query, categories, languages, twelveHour, priceCurrency, onApply, onDone }: FilterFormProps) {
  const { t, intlLocale } = useI18n();
  const languageNames = useLanguageNames();
  const id = useId();
  const [draft, setDraft] = useState<TeacherSearchQuery>(query);
  const shown = (cents: number | undefined) =>
    cents === undefined ? '' : formatCentsAsPrice(usdCentsToHundredths({ cents, rate: priceCurrency }));
  const toUsd = (text: string) => {
    const hundredths = parsePriceToCents(text);
    return hundredths === undefined ? undefined : hundredthsToUsdCents({ hundredths, rate: priceCurrency });
  };
  const [minText, setMinText] = useState(shown(query.minPrice));
  const [maxText, setMaxText] = useState(shown(query.maxPrice));
  const minInvalid = minText.trim() !== '' && parsePriceToCents(minText) === undefined;
  const maxInvalid = maxText.trim() !== '' && parsePriceToCents(maxText) === undefined;
  const weekday = useMemo(() => new Intl.DateTimeFormat(intlLocale, { weekday: 'short', timeZone: 'UTC' }), [intlLocale]);
  const set = (patch: Partial<TeacherSearchQuery>) => {
    setDraft((d) => ({ ...d, ...patch }));
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (minInvalid || maxInvalid) return;
    const minPrice = toUsd(minText);
    const maxPrice = toUsd(maxText);
    const rest = withoutKey(withoutKey(draft, 'minPrice'), 'maxPrice');
    onApply({ ...rest, ...(minPrice !== undefined ? { minPrice } : {}), ...(maxPrice !== undefined ? { maxPrice } : {}) });
    onDone?.();
  };
  const reset = () => {
    const keep = { ...EMPTY_TEACHER_SEARCH_QUERY, ...(query.keyword ? { keyword: query.keyword } : {}) };
    setDraft(keep);
    setMinText('');
    setMaxText('');
    onApply(keep);
    onDone?.();
  };

  const specificFrom = draft.specificHours[0];
  const specificTo = draft.specificHours[draft.specificHours.length - 1];
  const setSpecificHours = (from: number | undefined, to: number | undefined) => {
    if (from === undefined && to === undefined) set({ specificHours: [] });
    else set({ specificHours: range(from ?? 0, to ?? SPECIFIC_HOUR_MAX) });
  };
  // An explicit hour cycle: `hour12: false` reads midnight as "24" in some ICU builds (Chromium) and
  // "00" in others (Node), so the server-rendered label would not match the browser's.
  const hourLabel = (h: number) =>
    new Intl.DateTimeFormat(intlLocale, { hour: 'numeric', hourCycle: twelveHour ? 'h12' : 'h23', timeZone: 'UTC' }).format(
      Date.UTC(2024, 0, 1, h),
    );

  return (
    <form onSubmit={submit} className="space-y-5" aria-label={t('teachers.filtersTitle')} data-testid="teacher-filters">
      <Group legend={t('teachers.filterPrice', { currency: priceCurrency.code })}>
        <div className="grid grid-cols-2 gap-2">
          <label className="text-sm">
            <span className="mb-1 block text-slate-700">{t('teachers.filterMinPrice')}</span>
            <input
              name="minPrice"
              inputMode="decimal"
              value={minText}
              onChange={(e) => {
                setMinText(e.target.value);
              }}
              aria-invalid={minInvalid}
              aria-describedby={minInvalid ? `${id}-min-error` : undefined}
              className="w-full rounded-lg border border-slate-300 px-2 py-1.5"
            />
          </label>
          <label className="text-sm">
            <span className="mb-1 block text-slate-700">{t('teachers.filterMaxPrice')}</span>
            <input
              name="maxPrice"
              inputMode="decimal"
              value={maxText}
              onChange={(e) => {
                setMaxText(e.target.value);
              }}
              aria-invalid={maxInvalid}
              aria-describedby={maxInvalid ? `${id}-max-error` : undefined}
              className="w-full rounded-lg border border-slate-300 px-2 py-1.5"
            />
          </label>
        </div>
        {minInvalid ? (
          <p id={`${id}-min-error`} className="text-sm text-red-700">
            {t('teachers.filterPriceError')}
          </p>
        ) : null}
        {maxInvalid ? (
          <p id={`${id}-max-error`} className="text-sm text-red-700">
            {t('teachers.filterPriceError')}
          </p>
        ) : null}
      </Group>

      <div className="space-y-2">
        <Check
          label={t('teachers.filterNative')}
          checked={draft.is_native}
          onChange={(v) => {
            set({ is_native: v });
          }}
        />
        <Check
          label={t('teachers.filterTrial')}
          checked={draft.trial_lesson}
          onChange={(v) => {
            set({ trial_lesson: v });
          }}
        />
        <Check
          label={t('teachers.filterInstantBooking')}
          checked={draft.instant_booking}
          onChange={(v) => {
            set({ instant_booking: v });
          }}
        />
        <Check
          label={t('teachers.filterIn72h')}
          checked={draft.in72h}
          onChange={(v) => {
            set({ in72h: v });
          }}
        />
      </div>

      <Group legend={t('teachers.filterType')}>
        {(
          [
            ['', t('teachers.filterTypeAll')],
            ['pro', t('teachers.filterTypePro')],
            ['tutor', t('teachers.filterTypeTutor')],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-type`}
              checked={(draft.teacher_type ?? '') === value}
              onChange={() => {
                const rest = withoutKey(draft, 'teacher_type');
                setDraft(value === '' ? rest : { ...rest, teacher_type: value });
              }}
            />
            {label}
          </label>
        ))}
      </Group>

      <Group legend={t('teachers.filterDays')}>
        <div className="flex flex-wrap gap-1.5">
          {WEEKDAY_INDEXES.map((day) => (
            <Chip
              key={day}
              label={weekday.format(MONDAY_UTC + day * 86_400_000)}
              checked={draft.day.includes(day)}
              onChange={() => {
                set({ day: toggle(draft.day, day).sort((a, b) => a - b) });
              }}
            />
          ))}
        </div>
      </Group>
      <Group legend={t('teachers.filterTimes')}>
        <div className="grid grid-cols-2 gap-1.5">
          {DAYTIME_SLOTS.map((slot) => (
            <Chip
              key={slot}
              label={daytimeSlotLabel({ slot, twelveHour, intlLocale })}
              checked={draft.time.includes(slot)}
              onChange={() => {
                set({ time: toggle(draft.time, slot).sort((a, b) => a - b) });
              }}
            />
          ))}
        </div>
      </Group>

      <Group legend={t('teachers.filterSpecificDay')}>
        <input
          type="date"
          aria-label={t('teachers.filterSpecificDay')}
          value={draft.specificDay ?? ''}
          className="w-full rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
          onChange={(e) => {
            const rest = withoutKey(draft, 'specificDay');
            setDraft(e.target.value === '' ? { ...rest, specificHours: [] } : { ...rest, specificDay: e.target.value });
          }}
        />
        <div className="grid grid-cols-2 gap-2">
          <HourSelect
            label={t('teachers.filterSpecificFrom')}
            anyLabel={t('teachers.filterAnyHour')}
            value={specificFrom}
            disabled={!draft.specificDay}
            hourLabel={hourLabel}
            onChange={(h) => {
              setSpecificHours(h, specificTo === undefined || (h !== undefined && specificTo < h) ? h : specificTo);
            }}
          />
          <HourSelect
            label={t('teachers.filterSpecificTo')}
            anyLabel={t('teachers.filterAnyHour')}
            value={specificTo}
            disabled={!draft.specificDay}
            hourLabel={hourLabel}
            onChange={(h) => {
              setSpecificHours(specificFrom === undefined || (h !== undefined && specificFrom > h) ? h : specificFrom, h);
            }}
          />
        </div>
      </Group>

      <label className="block text-sm">
        <span className="mb-1 block font-semibold text-slate-900">{t('teachers.filterSpeaks')}</span>
        <select
          name="speaks"
          value={draft.speaks[0] ?? ''}
          onChange={(e) => {
            set({ speaks: e.target.value === '' ? [] : [e.target.value] });
          }}
          className="w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5"
        >
          <option value="">{t('teachers.filterSpeaksAny')}</option>
          {languages.map((l) => (
            <option key={l.text_code} value={l.text_code.toLowerCase()}>
              {languageNames.label(l.text_code)}
            </option>
          ))}
        </select>
      </label>

      {categories.length > 0 ? (
        <Group legend={t('teachers.filterCategories')}>
          {categories.map((cat) => (
            <div key={cat.code} className="space-y-1">
              <Check
                label={categoryName(t, cat.code)}
                checked={draft.tags.includes(cat.code)}
                onChange={() => {
                  const on = !draft.tags.includes(cat.code);
                  const childCodes = cat.child_tags.map((c) => c.code);
                  set({
                    tags: toggle(draft.tags, cat.code),
                    childTags: on ? draft.childTags : draft.childTags.filter((c) => !childCodes.includes(c)),
                  });
                }}
              />
              {draft.tags.includes(cat.code) && cat.child_tags.length > 0 ? (
                <div className="ml-6 flex flex-wrap gap-1.5">
                  {cat.child_tags.map((child) => (
                    <Chip
                      key={child.code}
                      label={tagName(t, child.code, child.name)}
                      checked={draft.childTags.includes(child.code)}
                      onChange={() => {
                        set({ childTags: toggle(draft.childTags, child.code) });
                      }}
                    />
                  ))}
                </div>
              ) : null}
            </div>
          ))}
        </Group>
      ) : null}

      <label className="block text-sm">
        <span className="mb-1 block font-semibold text-slate-900">{t('teachers.filterCountry')}</span>
        <input
          name="from"
          value={draft.from ?? ''}
          aria-describedby={`${id}-from-hint`}
          className="w-full rounded-lg border border-slate-300 px-2 py-1.5"
          onChange={(e) => {
            const rest = withoutKey(draft, 'from');
            const v = e.target.value.trim();
            setDraft(v === '' || v.includes(',') ? rest : { ...rest, from: v });
          }}
        />
        <span id={`${id}-from-hint`} className="mt-1 block text-xs text-slate-600">
          {t('teachers.filterCountryHint')}
        </span>
      </label>

      <div className="flex gap-2">
        <Button type="button" variant="secondary" onClick={reset} className="flex-1">
          {t('teachers.filterReset')}
        </Button>
        <Button type="submit" className="flex-1" disabled={minInvalid || maxInvalid}>
          {t('teachers.filterApply')}
        </Button>
      </div>
    </form>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => {
          onChange(e.target.checked);
        }}
        className="h-4 w-4"
      />
      {label}
    </label>
  );
}

function Chip({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <label
      className={`inline-flex cursor-pointer items-center rounded-full border px-3 py-1 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${checked ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800' : 'border-slate-300 text-slate-700'}`}
    >
      <input type="checkbox" className="sr-only" checked={checked} onChange={onChange} />
      {label}
    </label>
  );
}

function HourSelect({
  label,
  anyLabel,
  value,
  disabled,
  hourLabel,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: number | undefined;
  disabled: boolean;
  hourLabel: (h: number) => string;
  onChange: (hour: number | undefined) => void;
}) {
  return (
    <label className="text-sm">
      <span className="mb-1 block text-slate-700">{label}</span>
      <select
        disabled={disabled}
        value={value ?? ''}
        onChange={(e) => {
          onChange(e.target.value === '' ? undefined : Number(e.target.value));
        }}
        className="w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 disabled:bg-slate-100"
      >
        <option value="">{anyLabel}</option>
        {HOURS.map((h) => (
          <option key={h} value={h}>
            {hourLabel(h)}
          </option>
        ))}
      </select>
    </label>
  );
}
