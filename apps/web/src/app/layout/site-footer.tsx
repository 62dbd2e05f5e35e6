import { useId } from 'react';
import { useI18n } from '../../i18n/i18n-provider';
import { DISPLAY_LOCALE_NAMES, DISPLAY_LOCALES, isDisplayLocale } from '../../i18n/locales';
import { SupportButton } from '../../features/support/support-widget';

export function SiteFooter() {
  const { t, locale, setLocale } = useI18n();
  const id = useId();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {t('common.siteName')} · {t('common.footerRights')}
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <SupportButton />
          <div className="flex items-center gap-2">
            <label htmlFor={id}>{t('common.footerLanguage')}</label>
            <select
              id={id}
              value={locale}
              onChange={(event) => {
                if (isDisplayLocale(event.target.value)) setLocale(event.target.value);
              }}
              className="rounded-md border border-slate-300 bg-white px-2 py-1"
            >
              {DISPLAY_LOCALES.map((code) => (
                // Each language named in itself, marked as such (read in its own voice, not Spanish).
                <option key={code} value={code} lang={code}>
                  {DISPLAY_LOCALE_NAMES[code]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
    </footer>
  );
}
