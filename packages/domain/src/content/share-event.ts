/** 001 §8 "Missing share data logs 'Share item data are missing.' and no share event is sent." */
export const SHARE_DATA_MISSING_LOG = 'Share item data are missing.';

/** The analytics event name of a share (the GA4 recommended `share` event, whose parameters are method, content_type, item_id). */
export const SHARE_EVENT_NAME = 'share';

/** What the share button knows about the shared item; any field may be missing. */
export interface ShareItemInput {
  readonly method?: string | null | undefined;
  readonly content_type?: string | null | undefined;
  readonly item_id?: string | number | null | undefined;
}

/** 001 §8 "Share events carry method and content_type." */
export interface ShareEvent {
  readonly name: typeof SHARE_EVENT_NAME;
  readonly method: string;
  readonly content_type: string;
  readonly item_id: string;
}

export type ShareEventResult =
  { readonly ok: true; readonly event: ShareEvent } | { readonly ok: false; readonly log: typeof SHARE_DATA_MISSING_LOG };

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/**
 * 001 §8 "Missing share data logs 'Share item data are missing.' and no share event is sent." and
 * "Share events carry method and content_type."
 * The event to send, or the line to log when the item is missing or any of method, content_type and
 * item_id is missing or blank.
 */
export function buildShareEvent(item: ShareItemInput | null | undefined): ShareEventResult {
  const method = text(item?.method);
  const contentType = text(item?.content_type);
  const itemId = text(item?.item_id);
  if (method === '' || contentType === '' || itemId === '') return { ok: false, log: SHARE_DATA_MISSING_LOG };
  return { ok: true, event: { name: SHARE_EVENT_NAME, method, content_type: contentType, item_id: itemId } };
}
