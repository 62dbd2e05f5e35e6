import { useEffect } from 'react';
import { useI18n } from './i18n-provider';
import { isDisplayLocale } from './locales';

/**
 * A page whose address names its language (`/es/signup`) is shown in it when it is a display
 * language we have; the choice is kept, as the footer's is, so the pages the visitor goes on to
 * read the same. Any other segment leaves the current language alone.
 */
export function useAddressLocale(segment: string | undefined): void {
  const { setLocale } = useI18n();
  useEffect(() => {
    if (isDisplayLocale(segment)) setLocale(segment);
  }, [segment, setLocale]);
}
