import { paySandboxCheckout, topUpReturnPath } from '@app/api';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Skeleton } from '../components/skeleton';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { SignedInPage } from '../features/session/signed-in-page';
import { SandboxCheckoutForm } from '../features/wallet/sandbox-checkout-form';
import { topUpQuery } from '../features/wallet/api/top-ups';
import { useT } from '../i18n/i18n-provider';
import { api } from '../lib/api-client';
import { usePageTitle } from '../lib/use-page-title';
import { loadViewer, type PageLoader, prefetch } from '../lib/route-loader';

const CHECKOUT_ID = /^tu_[0-9a-f]{32}$/;

/**
 * `/sandbox-checkout/:id`: the sandbox provider's test checkout (never in production: the server
 * has no sandbox there, so no checkout of it exists). Paid, it goes where Stripe would send the
 * student back: the top-up's return page, which waits for the webhook's credit.
 */
export default function SandboxCheckoutPage() {
  const t = useT();
  usePageTitle(t('topUp.sandboxTitle'));
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-8 sm:py-12">
      <SignedInPage skeleton={<Skeleton className="h-96 w-full" />}>{() => <SandboxCheckout />}</SignedInPage>
    </section>
  );
}

function SandboxCheckout() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const valid = CHECKOUT_ID.test(id);
  const topUp = useQuery({ ...topUpQuery(id), enabled: valid });
  if (!valid || (topUp.error as { status?: number } | null)?.status === 404) return <NotFoundScreen />;
  if (topUp.error) return <ErrorState onRetry={() => void topUp.refetch()} />;
  if (!topUp.data) return <Skeleton className="h-96 w-full" />;
  if (topUp.data.data.provider !== 'sandbox') return <NotFoundScreen />;
  const back = topUpReturnPath({ checkoutId: id });
  return (
    <SandboxCheckoutForm
      topUp={topUp.data.data}
      pay={async (body) => (await api.call(paySandboxCheckout, { params: { id }, body })).data}
      onCompleted={() => void navigate(back, { replace: true })}
      cancelHref={`${back}?cancelled=1`}
    />
  );
}

/** The top-up, for a signed-in user (a visitor goes to sign in). */
export const loader: PageLoader = async ({ params }, { queryClient, shell }) => {
  const id = params.id ?? '';
  if (CHECKOUT_ID.test(id) && (await loadViewer(shell))) await prefetch(queryClient, topUpQuery(id));
};
