import { type TeachingTopic, WEB_ROUTES } from '@app/api';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { categoryName, levelName } from '../../lib/catalog-labels';
import { usePrice } from '../../lib/use-price';
import { coverSrc } from './cover-src';
import { useArchiveTopic } from './use-topic-actions';

export const topicEditPath = (id: number): string => WEB_ROUTES.teachingTopicEdit.replace(':id', String(id));

/** One of the teacher's topics: cover, title, the facts line, its classes and files, Edit and Archive. */
export function TopicListItem({ topic }: { topic: TeachingTopic }) {
  const t = useT();
  const names = useLanguageNames();
  const price = usePrice();
  const [confirming, setConfirming] = useState(false);
  const archive = useArchiveTopic(topic.id);
  const archived = topic.status === 'ARCHIVED';
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:flex-row sm:items-center"
      data-testid="topic-item"
    >
      {topic.intro_cover ? (
        <img src={coverSrc(topic)} alt="" className="aspect-[16/9] w-full rounded-xl object-cover sm:w-40" loading="lazy" />
      ) : null}
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold">{topic.title}</h2>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${archived ? 'bg-slate-200 text-slate-700' : 'bg-emerald-100 text-emerald-800'}`}
          >
            {archived
              ? t('teachingTopics.statusArchived')
              : topic.status === 'PENDING'
                ? t('teachingTopics.statusPending')
                : t('teachingTopics.statusPublished')}
          </span>
        </div>
        <p className="text-sm text-slate-700">
          {[
            names.label(topic.language),
            levelName(t, topic.language_level),
            categoryName(t, topic.category),
            t('teachingTopics.durationOption', { n: topic.duration }),
            price(topic.price),
          ].join(' · ')}
        </p>
        <p className="text-xs text-slate-600">
          {[
            t('teachingTopics.upcomingClasses', { n: topic.upcoming_classes }),
            t('teachingTopics.bookedClasses', { n: topic.booked_classes }),
            t('teachingTopics.materialsCount', { n: topic.materials.length }),
          ].join(' · ')}
        </p>
      </div>
      <div className="flex gap-2">
        <Link
          to={topicEditPath(topic.id)}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          aria-label={`${t('teachingTopics.edit')}: ${topic.title}`}
        >
          {t('teachingTopics.edit')}
        </Link>
        {archived ? null : (
          <Button
            variant="danger"
            size="sm"
            onClick={() => {
              setConfirming(true);
            }}
            aria-label={`${t('teachingTopics.archive')}: ${topic.title}`}
          >
            {t('teachingTopics.archive')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('teachingTopics.archiveTitle')}
        text={t('teachingTopics.archiveText')}
        confirmLabel={t('teachingTopics.archiveConfirm')}
        dismissLabel={t('teachingTopics.keepTopic')}
        busy={archive.isPending}
        onConfirm={() => {
          archive.mutate(undefined, {
            onSettled: () => {
              setConfirming(false);
            },
          });
        }}
        onClose={() => {
          setConfirming(false);
        }}
      />
    </li>
  );
}
