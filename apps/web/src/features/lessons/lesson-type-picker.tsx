import type { LessonOption } from '@app/domain';
import { useT } from '../../i18n/i18n-provider';
import { usePrice } from '../../lib/use-price';
import { lessonOptionName } from '../../lib/lesson-texts';

/** The lessons offered (trial, 30 min, 60 min) as a radio group of cards with their prices. */
export function LessonTypePicker({
  options,
  selected,
  onSelect,
}: {
  options: readonly LessonOption[];
  selected: LessonOption['key'] | null;
  onSelect: (key: LessonOption['key']) => void;
}) {
  const t = useT();
  const price = usePrice();
  return (
    <fieldset>
      <legend className="text-lg font-semibold">{t('lessons.stepType')}</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {options.map((option) => {
          const checked = option.key === selected;
          return (
            <label
              key={option.key}
              data-testid="lesson-option"
              data-key={option.key}
              className={`flex cursor-pointer flex-col gap-1 rounded-xl border p-4 focus-within:ring-2 focus-within:ring-brand-500 ${checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:border-slate-400'}`}
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="lesson-option"
                  value={option.key}
                  checked={checked}
                  onChange={() => {
                    onSelect(option.key);
                  }}
                  className="h-4 w-4 accent-brand-600"
                />
                <span className="font-semibold">{lessonOptionName(t, option)}</span>
                <span className="text-sm text-slate-600">· {t('lessons.minutes', { n: option.duration })}</span>
              </span>
              <span className="text-xl font-bold">{option.price === 0 ? t('lessons.free') : price(option.price)}</span>
              {option.is_trial ? <span className="text-sm text-slate-600">{t('lessons.trialNote')}</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
