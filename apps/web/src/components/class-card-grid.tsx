import type { GroupClassSearchItem } from '@app/api';
import type { ReactNode } from 'react';
import { ClassCard, CLASS_CARD_HEIGHT_CLASS, coverLoadingAt } from './class-card';

/**
 * Cards in a responsive grid; `loadingCount` skeletons while the first answer is on its way. `atTop`:
 * the grid opens its page, so the first row's covers load at once. `corner`: a control laid over a
 * card's cover (the topic's heart), beside the card's link rather than inside it.
 */
export function ClassCardGrid({
  items,
  viewerId,
  loadingCount,
  atTop = false,
  corner,
}: {
  items: readonly GroupClassSearchItem[] | undefined;
  viewerId: number | null | undefined;
  loadingCount: number;
  atTop?: boolean;
  corner?: (item: GroupClassSearchItem) => ReactNode;
}) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items
        ? items.map((item, index) => (
            <li key={item.id} className="relative">
              <ClassCard item={item} viewerId={viewerId} cover={atTop ? coverLoadingAt(index) : 'lazy'} />
              {corner?.(item)}
            </li>
          ))
        : Array.from({ length: loadingCount }, (_, i) => (
            <li key={i}>
              <div aria-hidden="true" className={`animate-pulse rounded-2xl bg-slate-200 ${CLASS_CARD_HEIGHT_CLASS}`} />
            </li>
          ))}
    </ul>
  );
}
