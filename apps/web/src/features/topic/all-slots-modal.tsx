import type { TeacherInfo } from '@app/api';
import { groupByStart, MODAL_WIDTH_PX, shouldFetchNextSlotPage, TOPIC_PAGE_DAY_BOUNDARIES, TOPIC_SLOTS_MODAL_PAGE_SIZE } from '@app/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Modal } from '../../components/modal';
import { Skeleton } from '../../components/skeleton';
import { ErrorState } from '../../components/status-screens';
import { useT } from '../../i18n/i18n-provider';
import type { BookFlow } from '../../lib/booking/use-book-flow';
import { useDisplayTime } from '../../lib/use-display-time';
import { ZoneNote } from '../../components/zone-note';
import { SlotItem } from './slot-item';
import { allSlotsQuery } from './api/slots';
import { useWhenVisible } from './use-when-visible';

/**
 * 000 §2.A "The link opens a modal titled All time slots (width 722). Slots are grouped into the
 * next 7 days, then later." 60 per page; the next page is fetched when the 50th item of the last
 * batch scrolls into view (`shouldFetchNextSlotPage`).
 */
export function AllSlotsModal({
  open,
  onClose,
  topicId,
  teacher,
  viewerId,
  flow,
  now,
}: {
  open: boolean;
  onClose: () => void;
  topicId: number;
  teacher: Pick<TeacherInfo, 'user_id' | 'nickname' | 'avatar_file_name' | 'is_pro'>;
  viewerId: number | null | undefined;
  flow: Pick<BookFlow, 'book' | 'isChecking'>;
  now: number;
}) {
  const t = useT();
  const time = useDisplayTime();
  const slots = useInfiniteQuery({ ...allSlotsQuery(topicId), enabled: open });
  const items = slots.data?.pages.flatMap((page) => page.data.classes) ?? [];
  const trigger = useWhenVisible(() => {
    if (slots.hasNextPage && !slots.isFetchingNextPage) void slots.fetchNextPage();
  });
  const groups = groupByStart({
    items: items.map((slot, index) => ({ slot, index })),
    getStart: (entry) => entry.slot.start_time,
    now,
    zone: time.zone,
    boundaries: TOPIC_PAGE_DAY_BOUNDARIES,
  });
  const lastBatchStart = items.length - (slots.data?.pages.at(-1)?.data.classes.length ?? 0);

  return (
    <Modal open={open} onClose={onClose} title={t('topicPage.allSlotsTitle')} width={MODAL_WIDTH_PX}>
      <ZoneNote className="mb-3" />
      {slots.isError && items.length === 0 ? <ErrorState onRetry={() => void slots.refetch()} /> : null}
      {slots.isPending ? (
        <div className="space-y-3" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : null}
      {!slots.isPending && items.length === 0 && !slots.isError ? <p className="text-slate-600">{t('topicPage.noSlots')}</p> : null}
      <div className="space-y-5" data-testid="all-slots">
        {groups.map((group) => (
          <section
            key={`${group.kind}-${group.days}`}
            aria-label={t(group.kind === 'within' ? 'topicPage.withinDays' : 'topicPage.afterDays', { n: group.days })}
          >
            <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
              {t(group.kind === 'within' ? 'topicPage.withinDays' : 'topicPage.afterDays', { n: group.days })}
            </h3>
            <ul className="space-y-2">
              {group.items.map(({ slot, index }) => (
                <li
                  key={slot.id}
                  ref={
                    index >= lastBatchStart && shouldFetchNextSlotPage({ index, batchSize: TOPIC_SLOTS_MODAL_PAGE_SIZE })
                      ? trigger
                      : undefined
                  }
                >
                  <SlotItem slot={slot} teacher={teacher} viewerId={viewerId} flow={flow} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {slots.isFetchingNextPage ? (
        <p role="status" className="mt-3 text-center text-sm text-slate-600">
          {t('common.loading')}
        </p>
      ) : null}
    </Modal>
  );
}
