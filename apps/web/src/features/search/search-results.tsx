import type { GroupClassSearchItem, GroupCourseSearchItem } from '@app/api';
import { canLoadMore, COURSE_PAGE_DAY_BOUNDARIES, type CourseSectionMode, SINGLE_PAGE_DAY_BOUNDARIES } from '@app/domain';
import { Button } from '../../components/button';
import { useT } from '../../i18n/i18n-provider';
import { ClassCard, coverLoadingAt } from '../../components/class-card';
import { CARD_CORNER_CLASS, TopicFavouriteButton } from '../../components/topic-favourite-button';
import { useCardViewEvents } from '../../lib/events/use-card-view-events';
import { CourseSearchCard } from './course-search-card';
import { useCourseFaces } from './course-faces-query';
import { DayGroupedList } from './day-grouped-list';
import { ResultSkeletons } from './result-skeletons';

/** What a paged list section needs from its infinite query. */
export interface PagedList<T> {
  readonly items: readonly T[] | undefined;
  readonly hasNext: boolean;
  readonly loadingMore: boolean;
  readonly loadMore: () => void;
}

function LoadMore({ list, label, testId }: { list: PagedList<unknown>; label: string; testId: string }) {
  if (!list.hasNext && !list.loadingMore) return null;
  return (
    <div className="mt-6 flex justify-center">
      <Button
        variant="secondary"
        onClick={list.loadMore}
        disabled={!canLoadMore({ hasNext: list.hasNext, loading: list.loadingMore })}
        data-testid={testId}
      >
        {label}
      </Button>
    </div>
  );
}

/**
 * 001 §2.1 / §4.1 course section: on the single tab a 3-per-page strip ('preview'), on the course
 * tab the full list of 60 per page grouped with the 7-day boundary; 'See more courses' while the
 * server says there is more.
 */
export function CourseSection({
  mode,
  list,
  now,
  skeletons,
  atTop,
}: {
  mode: Exclude<CourseSectionMode, 'hidden'>;
  list: PagedList<GroupCourseSearchItem>;
  now: number;
  skeletons: number;
  /** The section opens the results: its first row's covers load at once. */
  atTop: boolean;
}) {
  const t = useT();
  const faces = useCourseFaces(list.items ?? []);
  const cardRef = useCardViewEvents('group_class_search');
  const card = (course: GroupCourseSearchItem, index: number) => (
    <div ref={cardRef({ itemType: 'course', itemId: course.id, index })}>
      <CourseSearchCard course={course} faces={faces} cover={atTop ? coverLoadingAt(index) : 'lazy'} />
    </div>
  );
  return (
    <section aria-labelledby="courses-title" data-testid="course-section" data-mode={mode}>
      <h2 id="courses-title" className="mb-4 text-xl font-bold">
        {t('search.coursesTitle')}
      </h2>
      {list.items === undefined ? (
        <ResultSkeletons count={skeletons} />
      ) : mode === 'preview' ? (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((course, index) => (
            <li key={course.id}>{card(course, index)}</li>
          ))}
        </ul>
      ) : (
        <DayGroupedList
          items={list.items}
          getStart={(c) => c.start_time}
          getKey={(c) => c.id}
          now={now}
          boundaries={COURSE_PAGE_DAY_BOUNDARIES}
          renderItem={card}
        />
      )}
      <LoadMore list={list} label={t('search.seeMoreCourses')} testId="see-more-courses" />
    </section>
  );
}

/** 001 §4.1 single-class section: 60 per page, grouped with the 3-day boundary, 'SHOW MORE'. */
export function ClassSection({
  list,
  now,
  viewerId,
  atTop,
}: {
  list: PagedList<GroupClassSearchItem>;
  now: number;
  viewerId: number | null | undefined;
  /** The section opens the results: its first row's covers load at once. */
  atTop: boolean;
}) {
  const t = useT();
  const cardRef = useCardViewEvents('group_class_search');
  return (
    <section aria-labelledby="classes-title" data-testid="class-section">
      <h2 id="classes-title" className="mb-4 text-xl font-bold">
        {t('search.classesTitle')}
      </h2>
      {list.items === undefined ? (
        <ResultSkeletons />
      ) : (
        <DayGroupedList
          items={list.items}
          getStart={(c) => c.start_time}
          getKey={(c) => c.id}
          now={now}
          boundaries={SINGLE_PAGE_DAY_BOUNDARIES}
          renderItem={(item, index) => (
            // The heart sits on the cover beside the card's link, not inside it (no control inside a link).
            <div ref={cardRef({ itemType: 'class', itemId: item.id, index })} className="relative">
              <ClassCard item={item} viewerId={viewerId} cover={atTop ? coverLoadingAt(index) : 'lazy'} />
              <TopicFavouriteButton topicId={item.topic_id} title={item.title} className={CARD_CORNER_CLASS} />
            </div>
          )}
        />
      )}
      <LoadMore list={list} label={t('search.showMore')} testId="show-more" />
    </section>
  );
}
