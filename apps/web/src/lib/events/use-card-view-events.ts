import type { EventCardList } from '@app/api';
import { CARD_VIEW_VISIBILITY_THRESHOLD, shouldTrackCardView } from '@app/domain';
import { useCallback, useEffect, useRef } from 'react';
import { track } from './track';

export interface CardViewItem {
  readonly itemType: 'class' | 'course' | 'teacher' | 'topic';
  readonly itemId: string | number;
  /** 0-based position in the list. */
  readonly index: number;
}

/**
 * 001 §9 "View events fire at 90% visibility for every third card." Returns a ref maker: spread
 * `ref={cardRef({ itemType, itemId, index })}` on each card. Cards 0, 3, 6, ... are watched; each
 * sends one `card_view` the first time at least 90 % of it is on screen (once per list mount).
 * Without IntersectionObserver nothing is sent (never a guess).
 */
export function useCardViewEvents(list: EventCardList): (item: CardViewItem) => (element: Element | null) => void {
  const seen = useRef(new Set<string>());
  const observer = useRef<IntersectionObserver | null>(null);
  const items = useRef(new WeakMap<Element, CardViewItem>());

  const getObserver = useCallback((): IntersectionObserver | null => {
    if (observer.current) return observer.current;
    if (typeof IntersectionObserver === 'undefined') return null;
    observer.current = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.intersectionRatio < CARD_VIEW_VISIBILITY_THRESHOLD) continue;
          const item = items.current.get(entry.target);
          if (!item) continue;
          const key = `${item.itemType}:${String(item.itemId)}:${String(item.index)}`;
          observer.current?.unobserve(entry.target);
          if (seen.current.has(key)) continue;
          seen.current.add(key);
          track('card_view', { list, item_type: item.itemType, item_id: String(item.itemId), position: item.index });
        }
      },
      { threshold: [CARD_VIEW_VISIBILITY_THRESHOLD] },
    );
    return observer.current;
  }, [list]);

  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
    },
    [],
  );

  return useCallback(
    (item: CardViewItem) => (element: Element | null) => {
      if (!element || !shouldTrackCardView(item.index)) return;
      const obs = getObserver();
      if (!obs) return;
      items.current.set(element, item);
      obs.observe(element);
    },
    [getObserver],
  );
}
