import { ApiClientError } from '@app/api';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../components/button';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { signInHref } from '../lib/return-to';
import { useDisplayTime } from '../lib/use-display-time';
import { useT } from '../i18n/i18n-provider';
import { usePageTitle } from '../lib/use-page-title';
import { devOutboxQuery } from '../features/dev-outbox/api/dev-outbox';
import { type PageLoader, prefetch } from '../lib/route-loader';

const DELIVERY_TEXT = {
  pending: 'devOutbox.deliveryPending',
  sent: 'devOutbox.deliverySent',
  failed: 'devOutbox.deliveryFailed',
} as const;

/** Same-site links open in this tab; the confirmation link is built by the server for this origin. */
function localPath(link: string): string {
  try {
    const url = new URL(link, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : link;
  } catch {
    return link;
  }
}

/**
 * `/dev/outbox`: the mail the server would have sent (development only, for a signed-in admin). The
 * server answers 401 to a visitor (this page offers the sign-in) and 404 to anyone else and in
 * production (this page shows the not-found screen).
 */
export default function DevOutboxPage() {
  const t = useT();
  const time = useDisplayTime();
  const location = useLocation();
  const query = useQuery(devOutboxQuery());
  usePageTitle(t('devOutbox.title'));
  if (query.error instanceof ApiClientError && query.error.status === 404) return <NotFoundScreen />;
  if (query.error instanceof ApiClientError && query.error.status === 401) {
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('devOutbox.title')}</h1>
        <p className="mt-2 text-slate-700">{t('devOutbox.signIn')}</p>
        <Link to={signInHref(location)} className={`${buttonClass()} mt-6`}>
          {t('common.signIn')}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('devOutbox.title')}</h1>
      <p className="mt-2 text-slate-700">{t('devOutbox.intro')}</p>
      {query.isError ? (
        <div className="mt-6">
          <ErrorState onRetry={() => void query.refetch()} />
        </div>
      ) : !query.data ? (
        <LoadingRegion label={t('devOutbox.loading')}>
          <div className="mt-6 space-y-3">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-24 w-full" />
            ))}
          </div>
        </LoadingRegion>
      ) : query.data.data.messages.length === 0 ? (
        <p className="mt-6 rounded-xl bg-slate-50 p-4 text-slate-700">{t('devOutbox.empty')}</p>
      ) : (
        <ul className="mt-6 space-y-3" data-testid="outbox">
          {query.data.data.messages.map((mail) => (
            <li key={mail.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="outbox-mail">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold">{mail.subject}</h2>
                <time className="text-sm text-slate-600" dateTime={mail.created_at}>
                  {time.date(mail.created_at)} · {time.time(mail.created_at)}
                </time>
              </div>
              <p className="text-sm text-slate-700">
                {t('devOutbox.to', { to: mail.to })} ·{' '}
                <span
                  data-testid="outbox-delivery"
                  data-delivery={mail.delivery}
                  className={mail.delivery === 'failed' ? 'font-semibold text-red-700' : ''}
                >
                  {t(DELIVERY_TEXT[mail.delivery])}
                </span>
              </p>
              {mail.last_error ? <p className="text-sm text-slate-600">{t('devOutbox.lastError', { error: mail.last_error })}</p> : null}
              <pre className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 font-sans text-sm text-slate-800 [overflow-wrap:anywhere]">
                {mail.text}
              </pre>
              {mail.attachments.length > 0 ? (
                <p className="mt-2 text-sm text-slate-700" data-testid="outbox-attachments">
                  {t('devOutbox.attachments', { files: mail.attachments.map((a) => a.filename).join(', ') })}
                </p>
              ) : null}
              {mail.link ? (
                <a href={localPath(mail.link)} className="mt-2 inline-block font-semibold text-brand-700 hover:underline">
                  {t('devOutbox.openLink')}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const loader: PageLoader = async (_args, { queryClient }) => {
  await prefetch(queryClient, devOutboxQuery());
};
