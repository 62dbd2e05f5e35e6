import { buildShareEvent, type ShareItemInput } from '@app/domain';
import { track } from './track';

/**
 * 001 §8 "Missing share data logs 'Share item data are missing.' and no share event is sent."
 * 000 §4 "Share events carry method and content_type." Returns whether an event was queued.
 */
export function trackShare(
  item: ShareItemInput | null | undefined,
  log: (line: string) => void = (line) => {
    console.warn(line);
  },
): boolean {
  const result = buildShareEvent(item);
  if (!result.ok) {
    log(result.log);
    return false;
  }
  const contentType = result.event.content_type;
  if (contentType !== 'class' && contentType !== 'topic' && contentType !== 'course') {
    log(`Share content_type "${contentType}" is not one of class, topic, course.`);
    return false;
  }
  track('share', { method: result.event.method, content_type: contentType, item_id: result.event.item_id });
  return true;
}
