import type { TeacherApplicationView } from '@app/api';
import { useI18n } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { levelKey } from './level-text';

/** A country code named in the display language by the browser's own data; the code itself where Intl cannot. */
function regionName(intlLocale: string, code: string): string {
  try {
    return new Intl.DisplayNames([intlLocale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** What an application holds, as the applicant and staff read it. `countryName` names its country code. */
export function ApplicationSummary({
  application,
  countryName,
}: {
  application: TeacherApplicationView;
  countryName?: string | undefined;
}) {
  const { t, intlLocale } = useI18n();
  const names = useLanguageNames();
  const usd = (cents: number) => new Intl.NumberFormat(intlLocale, { style: 'currency', currency: 'USD' }).format(cents / 100);
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium text-slate-600">{t('teacherApplication.languagesLegend')}</dt>
      <dd>
        <ul className="flex flex-wrap gap-2">
          {application.languages.map(({ language, level }) => (
            <li key={language} className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">
              {names.label(language)} · {t(levelKey(level))}
            </li>
          ))}
        </ul>
      </dd>
      <dt className="font-medium text-slate-600">{t('teacherApplication.signature')}</dt>
      {/* The applicant's own words, in whatever language she wrote them (not interface text). */}
      <dd className="italic" data-user-content>
        “{application.signature}”
      </dd>
      <dt className="font-medium text-slate-600">{t('teacherApplication.country')}</dt>
      <dd>{countryName ?? regionName(intlLocale, application.country)}</dd>
      <dt className="font-medium text-slate-600">{t('teacherApplication.trial')}</dt>
      <dd>{t('teacherApplication.perHour', { price: usd(application.trial_price) })}</dd>
      <dt className="font-medium text-slate-600">{t('teacherApplication.regular')}</dt>
      <dd>{t('teacherApplication.perHour', { price: usd(application.regular_price) })}</dd>
      <dt className="font-medium text-slate-600">{t('teacherApplication.video')}</dt>
      <dd className="break-all">
        {application.video_url ? (
          <a href={application.video_url} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-700 underline">
            {application.video_url}
          </a>
        ) : (
          t('teacherApplication.noVideo')
        )}
      </dd>
      <dt className="font-medium text-slate-600">{t('teacherApplication.about')}</dt>
      <dd className="whitespace-pre-line text-slate-800" data-user-content>
        {application.about}
      </dd>
    </dl>
  );
}
