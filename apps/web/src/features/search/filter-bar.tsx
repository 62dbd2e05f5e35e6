import { type FilterChange, type GroupClassSearchFilters, type LevelFilterCode, usesTwelveHourClock } from '@app/domain';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { useDisplayTime } from '../../lib/use-display-time';
import { useIsPhone } from '../../lib/use-viewport';
import { FilterControl } from './filter-control';
import {
  type Availability,
  AvailabilityOptions,
  CategoryOptions,
  LanguageOptions,
  LevelOptions,
  summarizeAvailability,
  summarizeCategories,
  summarizeLevels,
} from './filter-options';

/** The language filter's choices: 001 §2.1 "the user's learning languages ... first, then popular languages". */
export interface LanguageChoices {
  readonly learning: readonly string[];
  readonly popular: readonly string[];
}

/**
 * The filter bar of the search and teacher pages (001 §2.1, §2.2): language, level, availability,
 * and on the search page category and the keyword box (`keywordBox`). Which filters show is the
 * page's choice (`show`); every change goes through the page's `onChange` (the domain reducer).
 */
export function FilterBar({
  language,
  languages,
  onLanguage,
  filters,
  onChange,
  categoryCodes,
  keywordBox,
  show,
  languageLabel,
}: {
  language: string;
  languages: LanguageChoices | null;
  onLanguage: (language: string) => void;
  filters: GroupClassSearchFilters;
  onChange: (change: FilterChange) => void;
  categoryCodes?: readonly string[];
  keywordBox?: ReactNode;
  show: { language: boolean; category: boolean };
  languageLabel?: string;
}) {
  const { t, intlLocale } = useI18n();
  const languageNames = useLanguageNames();
  const isPhone = useIsPhone();
  const { isAm } = useDisplayTime();
  const twelveHour = usesTwelveHourClock(isAm);
  const availability: Availability = { weekdays: filters.weekdays, daytime: filters.daytime };
  return (
    <div className="flex flex-col gap-3" role="group" aria-label={t('search.filtersLabel')}>
      <div className="grid grid-cols-2 gap-2 md:flex md:flex-wrap md:items-stretch md:gap-3 [&>*]:md:w-52">
        {show.language && languages ? (
          <FilterControl
            label={languageLabel ?? t('search.filterLanguage')}
            summary={languageNames.label(language)}
            value={language}
            emptyValue={language}
            onApply={(next) => {
              if (next !== language) onLanguage(next);
            }}
            isPhone={isPhone}
            testId="filter-language"
            renderOptions={(props) => <LanguageOptions {...props} learning={languages.learning} popular={languages.popular} />}
          />
        ) : null}
        <FilterControl<readonly LevelFilterCode[]>
          label={t('search.filterLevels')}
          summary={summarizeLevels(t, filters.levels)}
          value={filters.levels}
          emptyValue={[]}
          onApply={(levels) => {
            onChange({ type: 'levels', levels });
          }}
          isPhone={isPhone}
          testId="filter-levels"
          renderOptions={(props) => <LevelOptions {...props} />}
        />
        <FilterControl
          label={t('search.filterAvailability')}
          summary={summarizeAvailability(t, availability, { twelveHour, intlLocale })}
          value={availability}
          emptyValue={{ weekdays: [], daytime: [] }}
          onApply={(next) => {
            onChange({ type: 'availability', weekdays: next.weekdays, daytime: next.daytime });
          }}
          isPhone={isPhone}
          testId="filter-availability"
          renderOptions={(props) => <AvailabilityOptions {...props} twelveHour={twelveHour} />}
        />
        {show.category ? (
          <FilterControl<readonly string[]>
            label={t('search.filterCategory')}
            summary={summarizeCategories(t, filters.category)}
            value={filters.category}
            emptyValue={[]}
            onApply={(category) => {
              onChange({ type: 'category', category });
            }}
            isPhone={isPhone}
            testId="filter-category"
            renderOptions={(props) => <CategoryOptions {...props} codes={categoryCodes ?? []} />}
          />
        ) : null}
      </div>
      {keywordBox}
    </div>
  );
}
