import type { MarketingContent } from '@app/domain';
import { useId } from 'react';
import { FaqAccordion } from '../../components/faq-accordion';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { NotFoundScreen } from '../../components/status-screens';
import { useT } from '../../i18n/i18n-provider';
import { isSameSitePath } from '@app/api';
import { usePageTitle } from '../../lib/use-page-title';
import { BlogBlock } from './blog-block';
import { useContentRecord } from './content-record';
import { CtaBanner } from './cta-banner';

/** A record's `language_filter` names the learning language of its blog block (the first, when it lists several). */
export function blogLanguageOf(content: MarketingContent): string | null {
  const filter = content.language_filter;
  const language = Array.isArray(filter) ? filter[0] : filter;
  return language?.trim() ? language.trim().toLowerCase() : null;
}

function ContentPageSkeleton() {
  const t = useT();
  usePageTitle(t('content.loading'));
  return (
    <LoadingRegion label={t('content.loading')}>
      <div className="bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500">
        <div className="mx-auto max-w-6xl space-y-4 px-4 py-14 md:py-20">
          <Skeleton className="h-10 w-3/4 opacity-40 sm:h-12" />
          <Skeleton className="h-6 w-2/3 opacity-40" />
        </div>
      </div>
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-12">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-28 w-full rounded-2xl" />
      </div>
    </LoadingRegion>
  );
}

/**
 * A marketing page drawn from its content record (001 §3): hero, headline, FAQ (one panel open at
 * a time), the call to action when it leads to a page of this site, and the blog block of the
 * record's language. `language` is the content language, which the blog posts are asked in too.
 */
export function ContentPage({ content, language }: { content: MarketingContent; language: string }) {
  const t = useT();
  const faqId = useId();
  usePageTitle(content.meta_title || content.hero_title);
  const faq = content.faq_questions ?? [];
  const blogLanguage = blogLanguageOf(content);
  return (
    <article lang={language.replaceAll('_', '-')} data-testid="content-page" data-post-type={content.post_type}>
      <header className="bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 md:py-20">
          <h1 className="max-w-3xl text-3xl font-extrabold leading-tight sm:text-5xl">{content.hero_title || content.meta_title}</h1>
          {content.hero_description ? <p className="mt-4 max-w-2xl text-lg text-brand-50">{content.hero_description}</p> : null}
        </div>
      </header>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-12">
        {content.headline_title || content.headline_description ? (
          <section className="max-w-3xl">
            {content.headline_title ? <h2 className="text-2xl font-bold text-slate-900">{content.headline_title}</h2> : null}
            {content.headline_description ? <p className="mt-3 text-lg text-slate-700">{content.headline_description}</p> : null}
          </section>
        ) : null}
        {faq.length > 0 ? (
          <section aria-labelledby={faqId}>
            <h2 id={faqId} className="mb-4 text-2xl font-bold text-slate-900">
              {content.faq_title || t('content.faqTitle')}
            </h2>
            <FaqAccordion items={faq.map((q) => ({ question: q.faq_question, answer: q.faq_answer }))} initialOpen={0} />
          </section>
        ) : null}
        {content.cta_button && isSameSitePath(content.cta_link) ? (
          <CtaBanner title={content.cta_title || content.cta_button} button={content.cta_button} to={content.cta_link} />
        ) : null}
        {blogLanguage ? <BlogBlock displayLanguage={language} learningLanguage={blogLanguage} title={content.blog_title} /> : null}
      </div>
    </article>
  );
}

/**
 * The page of a content path in a content language: skeleton while it loads, the not-found screen
 * when there is no accepted record (or the call failed, 001 §8), else the page.
 */
export function ContentRecordPage({ language, path }: { language: string; path: string }) {
  const record = useContentRecord({ language, path });
  if (record.status === 'loading') return <ContentPageSkeleton />;
  if (record.status === 'missing') return <NotFoundScreen />;
  return <ContentPage content={record.content} language={language} />;
}
