import type { EventPage } from '@app/api';
import { useEffect } from 'react';
import { track } from './track';

/**
 * One `page_view` per page and item: sent when the page mounts (or the item changes), not on
 * re-renders. Pass `ready: false` while the page does not know yet what it shows (the item id
 * comes with the data), so a page that fails to load sends nothing.
 */
export function usePageViewEvent(
  page: EventPage,
  { itemId, ready = true }: { itemId?: string | number | null; ready?: boolean } = {},
): void {
  const id = itemId === null || itemId === undefined ? undefined : String(itemId);
  useEffect(() => {
    if (!ready) return;
    track('page_view', id === undefined ? { page } : { page, item_id: id });
  }, [page, id, ready]);
}
