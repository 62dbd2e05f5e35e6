import { getTopUp, getTopUpOptions, startTopUp } from '@app/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';

/** Whether top-ups are on, the provider, the bounds and presets (USD cents). */
export function topUpOptionsQuery() {
  return apiQuery(getTopUpOptions);
}

/** One top-up, as the return page and the sandbox checkout read it. */
export function topUpQuery(checkoutId: string) {
  return apiQuery(getTopUp, { params: { id: checkoutId } });
}

/**
 * Starts a checkout at the provider and leaves for it (Stripe's page, or the sandbox checkout):
 * the wallet is credited by the provider's webhook, never by this page.
 */
export function useStartTopUp() {
  return useMutation({
    mutationFn: (body: { amount_cents: number; return_path: string }) => api.call(startTopUp, { body }),
    onSuccess: (answer) => {
      window.location.assign(answer.data.checkout_url);
    },
  });
}
