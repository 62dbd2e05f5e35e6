import type { TFunction } from '../../i18n/i18n-provider';
import type { MessageKey } from '../../i18n/translate';

/** The category of kids' classes (001 §3 categories CA001..CA005; `catalog.CA004` is "Kids"). */
export const KIDS_CATEGORY = 'CA004';

/** The notes box, in order (000 §5 "Notes box: adult-only (18+) requirement"); the texts are ours. */
export const TOPIC_NOTE_KEYS = [
  'topicPage.noteAdultsOnly',
  'topicPage.noteEquipment',
  'topicPage.noteOnTime',
  'topicPage.noteDrop',
] as const satisfies readonly MessageKey[];

/**
 * 000 §5: "A class with category CA004 omits the first note." The adults-only note does not apply
 * to kids' classes, which a parent books for their child.
 */
export function getTopicNoteKeys(category: string): readonly MessageKey[] {
  return category === KIDS_CATEGORY ? TOPIC_NOTE_KEYS.slice(1) : TOPIC_NOTE_KEYS;
}

/** The notes as the topic page shows them for a topic of `category` lasting `duration` minutes (the on-time note names its real length). */
export function topicNoteTexts(t: TFunction, { category, duration }: { category: string; duration: number }): string[] {
  return getTopicNoteKeys(category).map((key) => t(key, { minutes: duration }));
}
