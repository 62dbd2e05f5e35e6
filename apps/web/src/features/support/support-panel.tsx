import type { SupportWidgetUser } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { FaqAccordion } from '../../components/faq-accordion';
import { useI18n } from '../../i18n/i18n-provider';
import { teachersFaqQuery } from '../../lib/api/faq';
import { SupportContactForm } from './support-contact-form';

/** The open help panel: FAQ search (GET /v3/faq) and the contact form. Its own chunk, loaded on first open. */
export default function SupportPanel({
  user,
  search,
  onSearch,
  onClose,
}: {
  user: SupportWidgetUser;
  search: string;
  onSearch: (s: string) => void;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const location = useLocation();
  const titleId = useId();
  const searchId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const faq = useQuery({ ...teachersFaqQuery({ lang: locale }) });
  useEffect(() => {
    panelRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  const needle = search.trim().toLowerCase();
  const items = (faq.data?.data.page === 'teachers' ? faq.data.data.items : [])
    .filter((i) => i.type === 'faq')
    .filter((i) => needle === '' || `${i.q} ${i.aMain} ${i.aSub ?? ''}`.toLowerCase().includes(needle))
    .map((i) => ({ question: i.q, answer: i.aMain, more: i.aSub }));

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-labelledby={titleId}
      data-testid="support-panel"
      className="flex max-h-[min(80vh,40rem)] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 id={titleId} className="text-lg font-bold">
          {t('support.title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('support.close')}
          className="inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-slate-100"
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <div className="space-y-4 overflow-y-auto p-4">
        <div>
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-800">
            {t('support.searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder={t('support.searchPlaceholder')}
            onChange={(e) => {
              onSearch(e.target.value);
            }}
            className="w-full rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
          />
        </div>
        {faq.isError ? <p className="text-sm text-red-700">{t('support.faqError')}</p> : null}
        {faq.data && items.length === 0 ? <p className="text-sm text-slate-600">{t('support.noMatches')}</p> : null}
        {items.length > 0 ? <FaqAccordion items={items} headingLevel={3} /> : null}
        <section aria-labelledby={`${titleId}-contact`}>
          <h3 id={`${titleId}-contact`} className="mb-2 font-bold">
            {t('support.contactTitle')}
          </h3>
          <SupportContactForm user={user} page={location.pathname} />
        </section>
      </div>
    </div>
  );
}
