import { getSignupCtaLink, getTeachersContentPath, type MarketingContent } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { FaqAccordion, type FaqEntry } from '../../components/faq-accordion';
import { useI18n } from '../../i18n/i18n-provider';
import { teachersFaqQuery } from '../../lib/api/faq';
import { BlogBlock } from './blog-block';
import { useContentRecord } from './content-record';
import { CtaBanner } from './cta-banner';
import { languagePairQuery, needsTeachersFaq } from './signed-out-blocks-data';

/** The accepted content record of `/teachers/{language}` in the display language (001 §5), or null. */
export function useTeachersContent(language: string): MarketingContent | null {
  const { locale } = useI18n();
  const record = useContentRecord({ language: locale, path: getTeachersContentPath(language) });
  return record.status === 'found' ? record.content : null;
}

/**
 * 001 §2.5 "Bottom content for signed-out users: FAQ, a call-to-action banner and a blog block
 * (3 posts on phones, 4 otherwise) with a 'View more' link." The FAQ is the content record's when
 * it has one, else the teachers FAQ of `/v3/faq`; the first panel starts open.
 */
export function SignedOutBlocks({ language, content }: { language: string; content: MarketingContent | null }) {
  const { t, locale } = useI18n();
  const faq = useQuery({ ...teachersFaqQuery({ lang: locale }), enabled: needsTeachersFaq(content) });

  const items: FaqEntry[] = content?.faq_questions?.length
    ? content.faq_questions.map((q) => ({ question: q.faq_question, answer: q.faq_answer }))
    : faq.data?.data.page === 'teachers'
      ? faq.data.data.items.filter((i) => i.type === 'faq').map((i) => ({ question: i.q, answer: i.aMain, more: i.aSub }))
      : [];
  // 001 §9: without a content record, the language pair's own copy.
  const pair = useQuery({ ...languagePairQuery({ locale, language }), enabled: content === null });

  return (
    <div className="mt-12 space-y-10">
      {content === null && pair.data ? (
        <section aria-labelledby="teachers-pair" data-testid="language-pair-content" data-source={pair.data.source}>
          <h2 id="teachers-pair" className="mb-2 text-2xl font-bold text-slate-900">
            {pair.data.heading ?? pair.data.title}
          </h2>
          <p className="max-w-3xl text-slate-700">{pair.data.description}</p>
        </section>
      ) : null}
      {items.length > 0 ? (
        <section aria-labelledby="teachers-faq">
          <h2 id="teachers-faq" className="mb-4 text-2xl font-bold text-slate-900">
            {content?.faq_title || t('content.faqTitle')}
          </h2>
          <FaqAccordion items={items} initialOpen={0} />
        </section>
      ) : null}
      <CtaBanner
        title={content?.cta_title || t('teachers.ctaTitle')}
        button={content?.cta_button || t('teachers.ctaButton')}
        to={getSignupCtaLink({ displayLanguage: locale, language })}
      />
      <BlogBlock displayLanguage={locale} learningLanguage={language} title={content?.blog_title} />
    </div>
  );
}
