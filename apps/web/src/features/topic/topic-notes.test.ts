import { describe, expect, it } from 'vitest';
import { getTopicNoteKeys, TOPIC_NOTE_KEYS } from './topic-notes';

describe('notes box (000 §5)', () => {
  it('starts with the adults-only (18+) note', () => {
    expect(getTopicNoteKeys('CA005')).toEqual(TOPIC_NOTE_KEYS);
    expect(TOPIC_NOTE_KEYS[0]).toBe('topicPage.noteAdultsOnly');
  });

  it('omits the first note for category CA004, and only for it', () => {
    expect(getTopicNoteKeys('CA004')).toEqual(TOPIC_NOTE_KEYS.slice(1));
    for (const other of ['CA001', 'CA002', 'CA003', 'CA005', 'ca004', ''])
      expect(getTopicNoteKeys(other)).toHaveLength(TOPIC_NOTE_KEYS.length);
  });
});
