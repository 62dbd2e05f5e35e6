import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/i18n-provider';
import { teacherGroupClassesQuery } from '../../lib/api/teacher-group-classes';
import { ClassCardGrid } from '../../components/class-card-grid';

/** How many other topics the section shows; one more is asked for in case this topic is among them. */
export const OTHER_CLASSES_COUNT = 3;

/** The teacher's classes the section picks from (one more than it shows: this topic may be among them). */
export function otherClassesQuery({ teacherId, language }: { teacherId: number; language: string }) {
  return teacherGroupClassesQuery({ teacher_id: teacherId, page: 1, page_size: OTHER_CLASSES_COUNT + 1, group_by_topic: '1', language });
}

/**
 * 000 §2.A "At the bottom, Other classes taught by the teacher with a View all link that opens the
 * teacher's group-class-by-language page in a new tab." One card per other topic, soonest first.
 */
export function OtherClasses({
  teacherId,
  topicId,
  language,
  viewerId,
}: {
  teacherId: number;
  topicId: number;
  language: string;
  viewerId: number | null | undefined;
}) {
  const t = useT();
  const others = useQuery(otherClassesQuery({ teacherId, language }));
  const items = others.data?.data.classes.filter((c) => c.topic_id !== topicId).slice(0, OTHER_CLASSES_COUNT);
  if (others.isError || items?.length === 0) return null;
  return (
    <section aria-labelledby="other-classes-title" className="mt-10" data-testid="other-classes">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id="other-classes-title" className="text-xl font-bold">
          {t('topicPage.otherClasses')}
        </h2>
        <a
          href={`/group-class/teacher/${teacherId}/${encodeURIComponent(language)}`}
          target="_blank"
          rel="noopener"
          className="shrink-0 font-semibold text-brand-700 hover:underline"
        >
          {t('common.viewAll')}
          <span className="sr-only">
            {' '}
            {t('topicPage.otherClasses')} {t('catalog.opensInNewTab')}
          </span>
        </a>
      </div>
      <ClassCardGrid items={items} viewerId={viewerId} loadingCount={OTHER_CLASSES_COUNT} />
    </section>
  );
}
