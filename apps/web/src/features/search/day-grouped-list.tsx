import { type DayGroup, groupByStart, type Instant } from '@app/domain';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-provider';
import { useDisplayTime } from '../../lib/use-display-time';

/**
 * 001 §4.1 "Grouping by start, in the user's timezone, under 'In {0} days' and 'After {0} days'
 * headings": the domain's `groupByStart` decides; this draws a heading and a card grid per group.
 */
export function DayGroupedList<T>({
  items,
  getStart,
  getKey,
  now,
  boundaries,
  renderItem,
  headingLevel = 3,
}: {
  items: readonly T[];
  getStart: (item: T) => Instant;
  getKey: (item: T) => string | number;
  now: Instant;
  boundaries: readonly number[];
  renderItem: (item: T, index: number) => ReactNode;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const { zone } = useDisplayTime();
  const groups: DayGroup<T>[] = groupByStart({ items, getStart, now, zone, boundaries });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  let index = 0;
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group) => (
        <section key={`${group.kind}-${group.days}`} data-testid="day-group" data-group={`${group.kind}-${group.days}`}>
          <Heading className="mb-3 text-base font-semibold text-slate-700" data-testid="day-group-heading">
            {t(group.kind === 'within' ? 'search.dayGroupWithin' : 'search.dayGroupAfter', { 0: group.days })}
          </Heading>
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {group.items.map((item) => (
              <li key={getKey(item)}>{renderItem(item, index++)}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
