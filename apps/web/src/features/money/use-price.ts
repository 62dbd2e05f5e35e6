import { useCallback } from 'react';
import { useI18n } from '../../i18n/i18n-provider';

/** Formats a price held in USD cents for display. */
export function usePrice(): (usdCents: number) => string {
  const { intlLocale } = useI18n();
  return useCallback(
    (usdCents: number) => new Intl.NumberFormat(intlLocale, { style: 'currency', currency: 'USD' }).format(usdCents / 100),
    [intlLocale],
  );
}
