import { ApiClientError } from '@app/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { adminGiftCodesQuery } from '../features/gift-codes/api/admin-gift-codes';
import { GiftCodeCreateForm } from '../features/gift-codes/gift-code-create-form';
import { type GiftCodeFieldErrors, readGiftCodeForm, serverFieldError } from '../features/gift-codes/gift-code-draft';
import { GiftCodeList } from '../features/gift-codes/gift-code-list';
import { useCreateGiftCode, useDisableGiftCode } from '../features/gift-codes/use-gift-code-actions';
import { errorText } from '../i18n/error-text';
import { useT } from '../i18n/i18n-provider';
import { type PageLoader, prefetch } from '../lib/route-loader';
import { useDisplayTime } from '../lib/use-display-time';
import { useNow } from '../lib/use-now';
import { usePageTitle } from '../lib/use-page-title';
import { useToast } from '../components/toast';

/**
 * `/admin/gift-codes` (staff, issue 15): create a code (errors under their fields; the new code shown
 * once above the form) and the list with uses, remaining and expiry. Anyone but an ADMIN gets the
 * not-found screen: the API answers them 404 (401 to visitors), as for every staff page.
 */
export default function AdminGiftCodesPage() {
  const t = useT();
  usePageTitle(t('giftCodes.adminPageTitle'));
  const toast = useToast();
  const now = useNow();
  const { zone } = useDisplayTime();
  const list = useQuery(adminGiftCodesQuery());
  const create = useCreateGiftCode();
  const disable = useDisableGiftCode();
  const [errors, setErrors] = useState<GiftCodeFieldErrors>({});
  const [created, setCreated] = useState<string | null>(null);
  if (list.error instanceof ApiClientError && (list.error.status === 404 || list.error.status === 401)) return <NotFoundScreen />;
  const items = list.data?.data.items;
  return (
    <section className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t('giftCodes.adminPageTitle')}</h1>
        <p className="mt-1 text-slate-600">{t('giftCodes.adminIntro')}</p>
      </header>
      <GiftCodeCreateForm
        errors={errors}
        busy={create.isPending}
        created={created}
        zone={zone}
        onSubmit={(values) => {
          const read = readGiftCodeForm(t, values, { now: Date.now(), zone });
          setCreated(null);
          if (!read.ok) {
            setErrors(read.errors);
            return;
          }
          setErrors({});
          create.mutate(read.body, {
            onSuccess: (answer) => {
              setCreated(answer.data.code);
            },
            onError: (error) => {
              const onField = serverFieldError(t, error, errorText(t, error));
              if (onField) setErrors(onField);
              else toast({ kind: 'error', text: errorText(t, error) });
            },
          });
        }}
      />
      <h2 className="text-lg font-bold">{t('giftCodes.listTitle')}</h2>
      {list.isError ? <ErrorState onRetry={() => void list.refetch()} /> : null}
      {!items && !list.isError ? (
        <LoadingRegion label={t('common.loading')}>
          <Skeleton className="h-40 w-full rounded-2xl" />
        </LoadingRegion>
      ) : null}
      {items ? (
        <GiftCodeList
          codes={items}
          now={now}
          busyId={disable.isPending ? disable.variables : null}
          onDisable={(id) => {
            disable.mutate(id);
          }}
        />
      ) : null}
    </section>
  );
}

/** The codes (staff only: anyone else's 401/404 is left to the page). */
export const loader: PageLoader = async (_args, { queryClient }) => {
  await prefetch(queryClient, adminGiftCodesQuery());
};
