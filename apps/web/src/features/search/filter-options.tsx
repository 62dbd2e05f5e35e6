import { DAYTIME_SLOTS, type DaytimeSlot, LEVEL_OPTIONS, type LevelFilterCode, WEEKDAY_INDEXES, type WeekdayIndex } from '@app/domain';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n/translate';
import { type TFunction, useI18n, useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { categoryName } from '../../lib/catalog-labels';
import { daytimeSlotLabel } from '../../lib/daytime-slot-label';
import type { FilterOptionsProps } from './filter-control';

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/** A checkbox that looks like a chip; the native input keeps it keyboard- and screen-reader-friendly. */
function Choice({
  checked,
  onChange,
  children,
  type = 'checkbox',
  name,
  testId,
}: {
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
  type?: 'checkbox' | 'radio';
  name?: string;
  testId?: string;
}) {
  return (
    <label
      data-testid={testId}
      className={`flex cursor-pointer items-start gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${checked ? 'border-brand-500 bg-brand-50 text-brand-900' : 'border-slate-200 bg-white text-slate-800 hover:border-slate-400'}`}
    >
      <input type={type} name={name} checked={checked} onChange={onChange} className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600" />
      <span className="min-w-0">{children}</span>
    </label>
  );
}

const LEVEL_KEYS = {
  A1: 'search.levelA1',
  A2: 'search.levelA2',
  B1: 'search.levelB1',
  B2: 'search.levelB2',
  C1: 'search.levelC1',
  C2: 'search.levelC2',
} as const satisfies Record<string, MessageKey>;

/** 001 §2.1 "Level ('My current level is'): multi-select A1 to C2 with descriptions." */
export function LevelOptions({ value, onChange }: FilterOptionsProps<readonly LevelFilterCode[]>) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2">
      {LEVEL_OPTIONS.map((option) => (
        <Choice
          key={option.code}
          checked={value.includes(option.code)}
          onChange={() => {
            onChange(toggle(value, option.code));
          }}
          testId={`level-${option.label}`}
        >
          <span className="block font-semibold">{option.label}</span>
          <span className="block text-xs text-slate-600">{t(LEVEL_KEYS[option.label])}</span>
        </Choice>
      ))}
    </div>
  );
}

export interface Availability {
  readonly weekdays: readonly WeekdayIndex[];
  readonly daytime: readonly DaytimeSlot[];
}

function weekdayName(t: TFunction, day: WeekdayIndex): string {
  return t(`search.weekday${day}` as MessageKey);
}

/** 001 §2.1 "Availability ('I'm available at'): days of week and time of day"; 001 §9 six 4-hour slots in 12 h or 24 h. */
export function AvailabilityOptions({ value, onChange, twelveHour }: FilterOptionsProps<Availability> & { twelveHour: boolean }) {
  const { t, intlLocale } = useI18n();
  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('search.daysOfWeek')}</legend>
        <div className="grid grid-cols-4 gap-2">
          {WEEKDAY_INDEXES.map((day) => (
            <Choice
              key={day}
              checked={value.weekdays.includes(day)}
              onChange={() => {
                onChange({ ...value, weekdays: toggle(value.weekdays, day) });
              }}
              testId={`weekday-${day}`}
            >
              {weekdayName(t, day)}
            </Choice>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('search.timeOfDay')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {DAYTIME_SLOTS.map((slot) => (
            <Choice
              key={slot}
              checked={value.daytime.includes(slot)}
              onChange={() => {
                onChange({ ...value, daytime: toggle(value.daytime, slot) });
              }}
              testId={`daytime-${slot}`}
            >
              {daytimeSlotLabel({ slot, twelveHour, intlLocale })}
            </Choice>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** 001 §2.1 "Category: multi-select with an All option" ('All' is nothing chosen). */
export function CategoryOptions({ value, onChange, codes }: FilterOptionsProps<readonly string[]> & { codes: readonly string[] }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2">
      <Choice
        checked={value.length === 0}
        onChange={() => {
          onChange([]);
        }}
        testId="category-all"
      >
        {t('search.categoryAll')}
      </Choice>
      {codes.map((code) => (
        <Choice
          key={code}
          checked={value.includes(code)}
          onChange={() => {
            onChange(toggle(value, code));
          }}
          testId={`category-${code}`}
        >
          {categoryName(t, code)}
        </Choice>
      ))}
    </div>
  );
}

/** 001 §2.1 "Language ('I'm learning'): the user's learning languages ... first, then popular languages." */
export function LanguageOptions({
  value,
  onChange,
  learning,
  popular,
}: FilterOptionsProps<string> & { learning: readonly string[]; popular: readonly string[] }) {
  const t = useT();
  const languageNames = useLanguageNames();
  const group = (title: string, languages: readonly string[]) =>
    languages.length === 0 ? null : (
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{title}</legend>
        <div className="grid grid-cols-2 gap-2">
          {languages.map((language) => (
            <Choice
              key={language}
              type="radio"
              name="search-language"
              checked={value === language}
              onChange={() => {
                onChange(language);
              }}
              testId={`language-${language}`}
            >
              {languageNames.label(language)}
            </Choice>
          ))}
        </div>
      </fieldset>
    );
  return (
    <div className="flex flex-col gap-4">
      {group(t('search.yourLanguages'), learning)}
      {group(
        t('search.popularLanguages'),
        popular.filter((l) => !learning.includes(l)),
      )}
    </div>
  );
}

/** The trigger's one-line summary of a level choice: 'A1, B2' or 'Any level'. */
export function summarizeLevels(t: TFunction, levels: readonly LevelFilterCode[]): string {
  if (levels.length === 0) return t('search.anyLevel');
  return LEVEL_OPTIONS.filter((o) => levels.includes(o.code))
    .map((o) => o.label)
    .join(', ');
}

/** 'Mon, Tue · 2 chosen' style summary of the availability choice. */
export function summarizeAvailability(
  t: TFunction,
  { weekdays, daytime }: Availability,
  { twelveHour, intlLocale }: { twelveHour: boolean; intlLocale: string },
): string {
  if (weekdays.length === 0 && daytime.length === 0) return t('search.anyTime');
  const parts: string[] = [];
  if (weekdays.length > 0)
    parts.push(
      [...weekdays]
        .sort((a, b) => a - b)
        .map((d) => weekdayName(t, d))
        .join(', '),
    );
  if (daytime.length === 1 && daytime[0] !== undefined) parts.push(daytimeSlotLabel({ slot: daytime[0], twelveHour, intlLocale }));
  else if (daytime.length > 1) parts.push(t('search.chosenCount', { n: daytime.length }));
  return parts.join(' · ');
}

export function summarizeCategories(t: TFunction, category: readonly string[]): string {
  if (category.length === 0) return t('search.categoryAll');
  return category.map((code) => categoryName(t, code)).join(', ');
}
