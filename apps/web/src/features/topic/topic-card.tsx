import type { GroupTopic } from '@app/api';
import { ReadMore } from '../../components/read-more';
import { TopicFavouriteButton } from '../../components/topic-favourite-button';
import { useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { categoryName, levelName } from '../../lib/catalog-labels';
import { tagName } from '../../lib/tag-names';

/** 000 §2.A "Topic card: title, language, level, duration, spots per class, category tag, description", and the heart that saves it. */
export function TopicCard({ topic }: { topic: GroupTopic }) {
  const t = useT();
  const languageNames = useLanguageNames();
  const facts = [
    { label: t('topicPage.language'), value: languageNames.label(topic.language) },
    { label: t('topicPage.level'), value: levelName(t, topic.language_level) },
    { label: t('topicPage.duration'), value: t('catalog.minutes', { n: topic.duration }) },
    { label: t('topicPage.spots'), value: t('catalog.spotsPerClass', { n: topic.student_capacity }) },
  ];
  return (
    <article
      aria-labelledby="topic-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="topic-card"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-wrap gap-2">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">{categoryName(t, topic.category)}</span>
          {topic.tag ? (
            <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-800">{tagName(t, topic.tag)}</span>
          ) : null}
        </div>
        <TopicFavouriteButton topicId={topic.id} title={topic.title} className="-mr-2 -mt-2" />
      </div>
      <h1 id="topic-title" className="mt-3 text-2xl font-extrabold leading-tight sm:text-3xl">
        {topic.title}
      </h1>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{fact.label}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ReadMore text={topic.description} lines={3} className="mt-4 text-slate-800" />
      {topic.outcome_desc ? (
        <>
          <h2 className="mt-5 text-lg font-semibold">{t('classPage.outcomesTitle')}</h2>
          <p className="mt-1 whitespace-pre-line text-slate-800">{topic.outcome_desc}</p>
        </>
      ) : null}
    </article>
  );
}
