import type { UserLocale } from '@app/api';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useI18n } from '../../i18n/i18n-provider';
import { isDisplayLocale } from '../../i18n/locales';

/**
 * Signed in, the display language is the account's, the one its mails and calendar files are
 * written in: one setting, so what a user reads on the site is what arrives in their inbox. It holds
 * after signing in (a language chosen while signed out gives way to the account's), when the
 * account's language changes (/settings, the footer, another device), and when something else
 * switches the display (a language remembered in this browser). A page whose address names its
 * language (`/es/learn/...`) is shown in it all the same, and changes nothing on the account.
 */
export function useAccountLocale(accountLocale: UserLocale | null | undefined): void {
  const { locale, setLocale } = useI18n();
  const addressLocale = useParams().locale;
  const addressNamesLocale = isDisplayLocale(addressLocale);
  useEffect(() => {
    if (accountLocale && !addressNamesLocale && accountLocale !== locale) setLocale(accountLocale);
  }, [accountLocale, addressNamesLocale, locale, setLocale]);
}
