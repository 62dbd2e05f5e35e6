import { getWallet, redeemGiftCode } from '@app/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { apiQueryKey } from '../../lib/api-query';

/** Redeems a gift code; on success the wallet (balance and ledger) is read again. */
export function useRedeemGiftCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.call(redeemGiftCode, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiQueryKey(getWallet) }),
  });
}
