import type { GroupClassSearchItem, TeacherInfo } from '@app/api';
import { useId } from 'react';
import { Button } from '../../components/button';
import { Skeleton } from '../../components/skeleton';
import { ErrorState } from '../../components/status-screens';
import { useT } from '../../i18n/i18n-provider';
import type { BookFlow } from '../../lib/booking/use-book-flow';
import { usePrice } from '../../lib/use-price';
import { ZoneNote } from '../../components/zone-note';
import { SlotItem } from './slot-item';

/**
 * 000 §2.A "A sticky right-hand list of available slots with a View all link": the first two slots
 * (000 §7 page_size 2), each with its spots and Book, and View all for the modal.
 */
export function SlotList({
  price,
  slots,
  isError,
  onRetry,
  onViewAll,
  teacher,
  viewerId,
  flow,
}: {
  price: number;
  /** `undefined` while loading. */
  slots: readonly GroupClassSearchItem[] | undefined;
  isError: boolean;
  onRetry: () => void;
  onViewAll: () => void;
  teacher: Pick<TeacherInfo, 'user_id' | 'nickname' | 'avatar_file_name' | 'is_pro'>;
  viewerId: number | null | undefined;
  flow: Pick<BookFlow, 'book' | 'isChecking'>;
}) {
  const t = useT();
  const formatPrice = usePrice();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-slate-50 p-5 shadow-sm" data-testid="slot-list">
      <p className="text-2xl font-bold">
        {formatPrice(price)} <span className="text-sm font-normal text-slate-600">{t('catalog.perClass')}</span>
      </p>
      <h2 id={titleId} className="mt-3 text-lg font-semibold">
        {t('topicPage.slotsTitle')}
      </h2>
      <ZoneNote className="mb-3" />
      {isError ? <ErrorState onRetry={onRetry} /> : null}
      {!isError && slots === undefined ? (
        <div className="space-y-2" aria-hidden="true">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : null}
      {slots?.length === 0 ? (
        <p className="text-slate-600" data-testid="no-slots">
          {t('topicPage.noSlots')}
        </p>
      ) : null}
      {slots && slots.length > 0 ? (
        <ul className="space-y-2">
          {slots.map((slot) => (
            <li key={slot.id}>
              <SlotItem slot={slot} teacher={teacher} viewerId={viewerId} flow={flow} />
            </li>
          ))}
        </ul>
      ) : null}
      {slots && slots.length > 0 ? (
        <Button variant="secondary" full className="mt-3" onClick={onViewAll} aria-haspopup="dialog">
          {t('common.viewAll')}
          <span className="sr-only"> {t('topicPage.allSlotsTitle')}</span>
        </Button>
      ) : null}
    </section>
  );
}
