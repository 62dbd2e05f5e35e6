import { catalogCore } from './catalog-core';

/**
 * Catalogue words shared by every page: category and tag names (000 §3 "category (translation
 * key)"), level and spots texts. English values are the specs' own texts, written out; `spec-texts.test.ts` keeps them equal to @app/domain.
 */
export const catalog = {
  ...catalogCore,
  categoryAll: 'All',
  // Child tags by code (the search filter's chips, a topic's tag); an exam's own name is not translated.
  tagConversation: 'Conversation',
  tagPronunciation: 'Pronunciation',
  tagGrammar: 'Grammar',
  tagVocabulary: 'Vocabulary',
  tagListening: 'Listening',
  tagInterviews: 'Job interviews',
  tagMeetings: 'Meetings and calls',
  tagPresentations: 'Presentations',
  tagEmails: 'Emails and writing',
  tagNegotiation: 'Negotiation',
  tagDELF: 'DELF and DALF',
  tagCelpeBras: 'Celpe-Bras and CAPLE',
  tagPhonics: 'Phonics',
  tagStories: 'Stories',
  tagGames: 'Games',
  tagSongs: 'Songs',
  tagTravel: 'Travel',
  tagFood: 'Food and drink',
  tagMovies: 'Films and series',
  tagMusic: 'Music',
  tagFestivals: 'Festivals and traditions',
} as const;
