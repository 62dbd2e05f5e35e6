import type { LanguagePairContent } from '../language-pair-content';

/** en interface, learning italian. One lazy chunk (001 §9); our en copy. */
const content: LanguagePairContent = {
  ui: 'en',
  learning: 'italian',
  title: 'Online Italian Teachers & Tutors for 1-on-1 Lessons',
  description:
    'Learn Italian online with a teacher who fits you: professional Italian teachers and community tutors, 1-on-1 lessons at a time that suits you.',
  heading: 'Find your Italian teacher',
};
export default content;
