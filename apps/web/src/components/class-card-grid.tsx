import type { GroupClassSearchItem } from '@app/api';
import { ClassCard, CLASS_CARD_HEIGHT_CLASS } from './class-card';

/** Cards in a responsive grid; `loadingCount` skeletons while the first answer is on its way. */
export function ClassCardGrid({
  items,
  viewerId,
  loadingCount,
}: {
  items: readonly GroupClassSearchItem[] | undefined;
  viewerId: number | null | undefined;
  loadingCount: number;
}) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items
        ? items.map((item) => (
            <li key={item.id}>
              <ClassCard item={item} viewerId={viewerId} />
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
