import type { TFunction } from '../i18n/i18n-provider';
import type { MessageKey } from '../i18n/translate';

// Beside catalog-labels.ts, not in it: the landing's cards name categories and levels, never tags.

const TAG_KEYS: Readonly<Record<string, MessageKey>> = {
  Conversation: 'catalog.tagConversation',
  Pronunciation: 'catalog.tagPronunciation',
  Grammar: 'catalog.tagGrammar',
  Vocabulary: 'catalog.tagVocabulary',
  Listening: 'catalog.tagListening',
  Interviews: 'catalog.tagInterviews',
  Meetings: 'catalog.tagMeetings',
  Presentations: 'catalog.tagPresentations',
  Emails: 'catalog.tagEmails',
  Negotiation: 'catalog.tagNegotiation',
  DELF: 'catalog.tagDELF',
  CelpeBras: 'catalog.tagCelpeBras',
  Phonics: 'catalog.tagPhonics',
  Stories: 'catalog.tagStories',
  Games: 'catalog.tagGames',
  Songs: 'catalog.tagSongs',
  Travel: 'catalog.tagTravel',
  Food: 'catalog.tagFood',
  Movies: 'catalog.tagMovies',
  Music: 'catalog.tagMusic',
  Festivals: 'catalog.tagFestivals',
};

/**
 * A child tag (001 §3 "Category-with-tags list", a topic's tag) by its code in the display language;
 * a tag the catalog does not name (an exam's own name: IELTS, DELE) keeps the name it came with.
 */
export function tagName(t: TFunction, code: string, name: string = code): string {
  return Object.hasOwn(TAG_KEYS, code) ? t(TAG_KEYS[code] as MessageKey) : name;
}
