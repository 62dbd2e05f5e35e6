import { getBlogAndTeacher, getCmsContent, getFaq } from '@app/api';
import { acceptContentResponse, buildContentRequestQuery, getBlogPostCount, getSignupCtaLink, getTeachersContentPath, type MarketingContent } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '../../components/button';
import { FaqAccordion, type FaqEntry } from '../../components/faq-accordion';
import { useI18n } from '../../i18n/i18n-provider';
import { apiQuery } from '../../lib/api-query';
import { useViewportWidth } from '../../lib/use-viewport';
import { loadLanguagePairContent } from '../language-pairs/language-pair-content';

/** The accepted content record of `/teachers/{language}` in the display language (001 §5), or null. */
export function useTeachersContent(language: string): MarketingContent | null {
  const { locale } = useI18n();
  const query = buildContentRequestQuery({ language: locale, path: getTeachersContentPath(language), includeContent: true, now: 0 });
  const answer = useQuery({ ...apiQuery(getCmsContent, { query: { lang: query.lang, path: query.path, content: 'true' } }), staleTime: 5 * 60_000 });
  if (!answer.data) return null;
  const accepted = acceptContentResponse(answer.data);
  return accepted.accepted ? accepted.content : null;
}

/**
 * 001 §2.5 "Bottom content for signed-out users: FAQ, a call-to-action banner and a blog block
 * (3 posts on phones, 4 otherwise) with a 'View more' link." The FAQ is the content record's when
 * it has one, else the teachers FAQ of `/v3/faq`; the first panel starts open.
 */
export function SignedOutBlocks({ language, content }: { language: string; content: MarketingContent | null }) {
  const { t, locale } = useI18n();
  const width = useViewportWidth();
  const faq = useQuery({ ...apiQuery(getFaq, { query: { page: 'teachers', lang: locale } }), staleTime: 5 * 60_000, enabled: !content?.faq_questions?.length });
  const blog = useQuery({ ...apiQuery(getBlogAndTeacher, { query: { display_language: locale, learning_language: language } }), staleTime: 5 * 60_000 });

  const items: FaqEntry[] = content?.faq_questions?.length
    ? content.faq_questions.map((q) => ({ question: q.faq_question, answer: q.faq_answer }))
    : faq.data?.data.page === 'teachers'
      ? faq.data.data.items.filter((i) => i.type === 'faq').map((i) => ({ question: i.q, answer: i.aMain, more: i.aSub }))
      : [];
  const posts = blog.data?.data.blog_dict.posts.slice(0, getBlogPostCount(width)) ?? [];
  // 001 §9: without a content record, the language pair's own copy (its chunk loads only here).
  const pair = useQuery({ queryKey: ['language-pair', locale, language], queryFn: () => loadLanguagePairContent(locale, language), enabled: content === null, staleTime: Infinity });

  return (
    <div className="mt-12 space-y-10">
      {content === null && pair.data ? (
        <section aria-labelledby="teachers-pair" data-testid="language-pair-content" data-source={pair.data.source}>
          <h2 id="teachers-pair" className="mb-2 text-2xl font-bold text-slate-900">{pair.data.heading ?? pair.data.title}</h2>
          <p className="max-w-3xl text-slate-700">{pair.data.description}</p>
        </section>
      ) : null}
      {items.length > 0 ? (
        <section aria-labelledby="teachers-faq">
          <h2 id="teachers-faq" className="mb-4 text-2xl font-bold text-slate-900">{content?.faq_title || t('teachers.faqTitle')}</h2>
          <FaqAccordion items={items} initialOpen={0} />
        </section>
      ) : null}
      <section aria-labelledby="teachers-cta" className="rounded-2xl bg-brand-700 px-6 py-8 text-white sm:flex sm:items-center sm:justify-between sm:gap-6">
        <h2 id="teachers-cta" className="text-2xl font-bold">{content?.cta_title || t('teachers.ctaTitle')}</h2>
        <a href={getSignupCtaLink({ displayLanguage: locale, language })} className={`${buttonClass({ variant: 'secondary', size: 'lg' })} mt-4 sm:mt-0`} data-testid="cta-link">
          {content?.cta_button || t('teachers.ctaButton')}
        </a>
      </section>
      {posts.length > 0 ? (
        <section aria-labelledby="teachers-blog">
          <div className="mb-4 flex items-baseline justify-between gap-3">
            <h2 id="teachers-blog" className="text-2xl font-bold text-slate-900">{content?.blog_title || t('teachers.blogTitle')}</h2>
            <a href={blog.data?.data.blog_dict.view_more_url} className="font-semibold text-brand-700 hover:underline">{t('teachers.blogMore')}</a>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="blog-posts">
            {posts.map((post) => (
              <li key={post.id} className="rounded-2xl border border-slate-200 bg-white p-4">
                <a href={post.url} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline">{post.title}</a>
                <p className="mt-2 line-clamp-3 text-sm text-slate-600">{post.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
