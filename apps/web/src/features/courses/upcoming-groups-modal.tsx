import type { GroupCourseSearchItem } from '@app/api';
import { MODAL_WIDTH_PX } from '@app/domain';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { ErrorState } from '../../components/status-screens';
import { useT } from '../../i18n/i18n-provider';
import { CourseGroupList, type GroupJoinProps } from './upcoming-groups';

/**
 * 000 §2 D "A modal Upcoming Groups": every group of the course topic, 722 px wide (000 §9 "Modal
 * width is 722"), loading the next page of 60 when the end of the list comes into view (or on the
 * Show more button, for keyboards).
 */
export function UpcomingGroupsModal({
  open,
  onClose,
  groups,
  hasNextPage,
  isFetchingNextPage,
  isError = false,
  onLoadMore,
  ...join
}: GroupJoinProps & {
  open: boolean;
  onClose: () => void;
  groups: readonly GroupCourseSearchItem[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError?: boolean;
  onLoadMore: () => void;
}) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoad = hasNextPage && !isFetchingNextPage && !isError;

  useEffect(() => {
    const element = sentinel.current;
    if (!open || !canLoad || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [open, canLoad, onLoadMore]);

  return (
    <Modal open={open} onClose={onClose} title={t('courses.upcomingGroups')} width={MODAL_WIDTH_PX}>
      <div data-testid="upcoming-groups-modal">
        <CourseGroupList groups={groups} wide {...join} />
        {isFetchingNextPage ? (
          <LoadingRegion label={t('courses.loadingGroups')}>
            <Skeleton className="mt-3 h-36 w-full" />
          </LoadingRegion>
        ) : null}
        {isError ? (
          <div className="mt-3">
            <ErrorState onRetry={onLoadMore} />
          </div>
        ) : null}
        <div ref={sentinel} aria-hidden="true" className="h-px" />
        {canLoad ? (
          <div className="mt-3 text-center">
            <Button variant="secondary" size="sm" onClick={onLoadMore}>
              {t('courses.loadMoreGroups')}
            </Button>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
