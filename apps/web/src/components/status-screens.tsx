import { Link } from 'react-router';
import { useT } from '../i18n/i18n-provider';
import { usePageTitle } from '../lib/use-page-title';
import { buttonClass } from './button';

function Screen({ title, text, code }: { title: string; text: string; code: string }) {
  const t = useT();
  usePageTitle(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" data-screen={code}>
      <p className="text-6xl font-black text-brand-500" aria-hidden="true">
        {code === 'not-found' ? '404' : '403'}
      </p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <Link to="/group-class" className={`${buttonClass()} mt-8`}>
        {t('common.notFoundHome')}
      </Link>
    </section>
  );
}

/** 001 §2.4 / §8: the not-found screen (also for unknown routes and ids). */
export function NotFoundScreen() {
  const t = useT();
  return <Screen code="not-found" title={t('common.notFoundTitle')} text={t('common.notFoundText')} />;
}

/** 001 §2.4: "permissionStatus 'OFF' shows a no-permission screen." `text` says what the page is for, where it is not group classes. */
export function NoPermissionScreen({ text }: { text?: string } = {}) {
  const t = useT();
  return <Screen code="no-permission" title={t('common.noPermissionTitle')} text={text ?? t('common.noPermissionText')} />;
}

/** A failed load: the message and a way to try again. */
export function ErrorState({ onRetry, text }: { onRetry?: () => void; text?: string }) {
  const t = useT();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
      <p>{text ?? t('common.genericError')}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className={`${buttonClass({ variant: 'secondary', size: 'sm' })} mt-3`}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}
