import { useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { levelName } from '../../lib/catalog-labels';

/** Languages with their level label (A1..C2, Native), as a definition list row. */
export function LanguageList({
  title,
  entries,
}: {
  title: string;
  entries: readonly { language: string; level: number; is_native?: boolean }[];
}) {
  const t = useT();
  const languageNames = useLanguageNames();
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{title}</dt>
      <dd className="mt-1 flex flex-wrap gap-1.5">
        {entries.length === 0 ? (
          <span className="text-slate-600">{t('profiles.noLanguages')}</span>
        ) : (
          entries.map((entry) => (
            <span key={entry.language} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
              {languageNames.label(entry.language)} · {entry.is_native ? t('profiles.native') : levelName(t, entry.level)}
            </span>
          ))
        )}
      </dd>
    </div>
  );
}
