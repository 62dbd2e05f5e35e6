import { useId } from 'react';
import { useToast } from '../../components/toast';
import { saveAccountLocale } from '../../features/settings/save-account-locale';
import { useI18n } from '../../i18n/i18n-provider';
import { DISPLAY_LOCALE_NAMES, DISPLAY_LOCALES, type DisplayLocale, isDisplayLocale } from '../../i18n/locales';
import { SupportButton } from '../../features/support/support-widget';
import { useShellReads } from '../../lib/shell-reads';
import { useViewer } from '../../lib/viewer';

export function SiteFooter() {
  const { t, locale, setLocale } = useI18n();
  const { user } = useViewer();
  const shell = useShellReads();
  const toast = useToast();
  const id = useId();

  const choose = (next: DisplayLocale) => {
    setLocale(next);
    if (!user || user.locale === next) return;
    // Signed in, the display language is the account's (use-account-locale.ts): the held user
    // takes the new one in the same update (a read in flight is then ignored), or the shell would
    // switch the page straight back.
    shell.viewer.set((old) => (old ? { ...old, user: { ...old.user, locale: next } } : old));
    void saveAccountLocale({ shell, locale: next }).then((saved) => {
      if (!saved) toast({ kind: 'error', text: t('common.languageSaveFailed') });
    });
  };

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
                if (isDisplayLocale(event.target.value)) choose(event.target.value);
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
