import { type CreateGiftCodeBody, createGiftCode, disableGiftCode, getAdminGiftCodes } from '@app/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/toast';
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';
import { apiQueryKey } from '../../lib/api-query';

/** Staff create a code; the list is read again either way (a 409 means it is there already). */
export function useCreateGiftCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGiftCodeBody) => api.call(createGiftCode, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiQueryKey(getAdminGiftCodes) }),
  });
}

/** Staff switch a code off; a toast says so. */
export function useDisableGiftCode() {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(disableGiftCode, { params: { id } }),
    onSuccess: (answer) => {
      toast({ kind: 'success', text: t('giftCodes.disabled', { code: answer.data.code }) });
    },
    onError: (error) => {
      toast({ kind: 'error', text: errorText(t, error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiQueryKey(getAdminGiftCodes) }),
  });
}
