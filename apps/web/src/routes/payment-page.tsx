import { ApiClientError, bookClass, bookCourse, getWallet } from '@app/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Avatar } from '../components/avatar';
import { Button, buttonClass } from '../components/button';
import { Skeleton } from '../components/skeleton';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { readBookingFlowId } from '../lib/booking/booking-flow-id';
import { clearBookingHandOff } from '../lib/booking/booking-session';
import { readBookingHandOff } from '../lib/booking/read-booking-hand-off';
import { checkMessage } from '../lib/booking/check-message';
import { classDetailHref, courseOrderHref } from '../lib/booking/booking-paths';
import { type PaymentFacts, usePaymentFacts } from '../features/booking/payment-queries';
import { ShortfallTopUp } from '../features/wallet/shortfall-top-up';
import { track, usdValue } from '../lib/events/track';
import { usePageViewEvent } from '../lib/events/use-page-view-event';
import { TeacherTypeBadge } from '../components/teacher-badge';
import { usePrice } from '../lib/use-price';
import { signInHref } from '../lib/return-to';
import { useDisplayTime } from '../lib/use-display-time';
import { useViewer } from '../lib/viewer';
import { ZoneNote } from '../components/zone-note';
import { type TFunction, useT } from '../i18n/i18n-provider';
import { errorText } from '../i18n/error-text';
import { api } from '../lib/api-client';
import { apiQueryKey } from '../lib/api-query';
import { useIdempotencyKeys } from '../lib/idempotency-key';
import { usePageTitle } from '../lib/use-page-title';

/**
 * The payment page (000 §2 page key "payment page"): what the book click handed over, checked
 * again with the server, paid from the wallet in the server's locked transaction.
 */
export default function PaymentPage() {
  const t = useT();
  usePageTitle(t('booking.paymentTitle'));
  // Read once: after paying the record is cleared, and the page must not flip to "nothing to pay".
  const [record] = useState(readBookingHandOff);
  const { user } = useViewer();
  const location = useLocation();
  const signedIn = Boolean(user);
  const payment = usePaymentFacts(record, signedIn);
  usePageViewEvent('payment', { ready: record !== null });

  if (!record) return <NothingToPay />;
  if (user === null) {
    return (
      <PaymentFrame>
        <p className="text-slate-700">{t('booking.paymentSignIn')}</p>
        <Link to={signInHref(location)} className={`${buttonClass()} mt-4`}>
          {t('common.signIn')}
        </Link>
      </PaymentFrame>
    );
  }
  if (payment.detailError instanceof ApiClientError && payment.detailError.status === 404) return <NotFoundScreen />;
  if (payment.detailError)
    return (
      <PaymentFrame>
        <ErrorState onRetry={() => void payment.refetch()} />
      </PaymentFrame>
    );
  if (user === undefined || payment.isLoading || !payment.facts) {
    return (
      <PaymentFrame>
        <div role="status" aria-busy="true" className="space-y-3">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-24" />
          <Skeleton className="h-12" />
        </div>
      </PaymentFrame>
    );
  }

  const refusal =
    payment.outcome?.kind === 'message' ? checkMessage(t, { status: payment.outcome.status, offering: payment.facts.offering }) : null;
  return (
    <PaymentFrame>
      <PurchaseSummary facts={payment.facts} />
      <PayBox
        facts={payment.facts}
        balance={payment.wallet.data?.data.balance ?? null}
        refusal={refusal}
        onFailed={() => void payment.refetch()}
      />
    </PaymentFrame>
  );
}

function PaymentFrame({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('booking.paymentTitle')}</h1>
      <div className="mt-6 space-y-6">{children}</div>
    </section>
  );
}

function NothingToPay() {
  const t = useT();
  return (
    <PaymentFrame>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm" data-testid="nothing-to-pay">
        <h2 className="text-lg font-semibold">{t('booking.nothingToPayTitle')}</h2>
        <p className="mt-2 text-slate-600">{t('booking.nothingToPayText')}</p>
        <Link to="/group-class" className={`${buttonClass()} mt-5`}>
          {t('booking.browseClasses')}
        </Link>
      </div>
    </PaymentFrame>
  );
}

/** What is being bought: title, teacher, date and time in the user's zone, a course's classes. */
function PurchaseSummary({ facts }: { facts: PaymentFacts }) {
  const t = useT();
  const time = useDisplayTime();
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" aria-labelledby="purchase-title">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
        {facts.offering === 'course' ? t('booking.groupCourse') : t('booking.groupClass')}
      </p>
      <h2 id="purchase-title" className="mt-1 text-xl font-bold">
        {facts.title}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <Avatar src={facts.teacher.avatar} name={facts.teacher.nickname} size="sm" />
        <span className="font-medium">{facts.teacher.nickname}</span>
        <TeacherTypeBadge isPro={facts.teacher.isPro} />
      </div>
      {facts.offering === 'class' ? (
        <p className="mt-4 text-slate-800">
          <time dateTime={facts.start}>
            {time.date(facts.start)} · {time.range(facts.start, facts.end)}
          </time>
          <span className="text-slate-600"> · {t('catalog.minutes', { n: facts.duration })}</span>
        </p>
      ) : (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-800">{t('booking.courseClasses', { n: facts.classAmount })}</h3>
          <ol className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
            {facts.outlines.map((o, i) => (
              <li key={`${o.start}-${i}`} className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:justify-between">
                <span className="font-medium">
                  {i + 1}. {o.title}
                </span>
                <time className="text-sm text-slate-700" dateTime={o.start}>
                  {time.date(o.start)} · {time.range(o.start, o.end)}
                </time>
              </li>
            ))}
          </ol>
        </div>
      )}
      <ZoneNote className="mt-2" />
    </article>
  );
}

function payErrorText(t: TFunction, error: unknown, offering: 'class' | 'course'): string {
  return errorText(t, error, offering);
}

/** The price, the wallet, and the Pay button: BOOK runs the booking check again inside its transaction. */
function PayBox({
  facts,
  balance,
  refusal,
  onFailed,
}: {
  facts: PaymentFacts;
  balance: number | null;
  refusal: string | null;
  onFailed: () => void;
}) {
  const t = useT();
  const price = usePrice();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const short = balance !== null && balance < facts.price;
  const keys = useIdempotencyKeys();

  const pay = useMutation({
    mutationFn: async () => {
      const booking_flow_id = readBookingFlowId();
      const body = booking_flow_id ? { booking_flow_id } : {};
      const intent = `${facts.offering}:${facts.id}:${booking_flow_id ?? ''}`;
      const idempotencyKey = keys.keyFor(intent);
      try {
        if (facts.offering === 'class') {
          const answer = await api.call(bookClass, { params: { group_class_id: facts.id }, body, idempotencyKey });
          return classDetailHref({ classId: facts.id, studentBookedId: answer.data.order.group_class_student.id, bookingSuccess: true });
        }
        const answer = await api.call(bookCourse, { params: { id: facts.id }, body, idempotencyKey });
        return courseOrderHref({ courseSeatId: answer.data.order.order_id, bookingSuccess: true });
      } catch (error) {
        keys.settle(intent, error);
        throw error;
      }
    },
    onSuccess: async (next) => {
      // Sent before the hand-off is cleared, so the event still carries the booking-flow id.
      track('purchase', { item_type: facts.offering, item_id: String(facts.id), ...usdValue(facts.price) });
      clearBookingHandOff();
      // Every cached read may predate the seat (the class page read before Book, its spots, My
      // classes): all go stale, so the next page's loader reads them again and its first paint is
      // the booked one. Only the wallet is read now; the rest when a page asks for them.
      await Promise.all([
        queryClient.invalidateQueries({ refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: apiQueryKey(getWallet) }),
      ]);
      await navigate(next, { replace: true });
    },
    onError: onFailed,
  });

  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" aria-labelledby="pay-title">
      <h2 id="pay-title" className="sr-only">
        {t('booking.payTitle')}
      </h2>
      <dl className="space-y-2">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-slate-700">
            {facts.offering === 'course' ? t('booking.coursePriceLabel', { n: facts.classAmount }) : t('booking.classPriceLabel')}
          </dt>
          <dd className="text-2xl font-bold" data-testid="payment-price">
            {price(facts.price)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 text-sm">
          <dt className="text-slate-700">{t('booking.walletBalance')}</dt>
          <dd className="font-semibold" data-testid="wallet-balance">
            {balance === null ? '…' : price(balance)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-600">{t('booking.paidInUsd')}</p>
      {refusal ? (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-3 py-2 font-medium text-amber-900" data-testid="payment-refusal">
          {refusal}
        </p>
      ) : null}
      {short && !refusal ? <ShortfallTopUp priceCents={facts.price} balanceCents={balance} /> : null}
      {/* After a refused payment the re-read check usually says the same thing: say it once. */}
      {pay.isError && payErrorText(t, pay.error, facts.offering) !== refusal ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800" data-testid="payment-error">
          {payErrorText(t, pay.error, facts.offering)}
        </p>
      ) : null}
      <Button
        size="lg"
        full
        className="mt-5"
        disabled={pay.isPending || refusal !== null || short}
        onClick={() => {
          pay.mutate();
        }}
      >
        {pay.isPending ? t('booking.paying') : t('booking.payAmount', { amount: price(facts.price) })}
      </Button>
    </section>
  );
}
