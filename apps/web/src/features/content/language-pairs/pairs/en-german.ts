import type { LanguagePairContent } from '../language-pair-content';

/** en interface, learning german. One lazy chunk (001 §9); our en copy. */
const content: LanguagePairContent = {
  ui: 'en',
  learning: 'german',
  title: 'Online German Teachers & Tutors for 1-on-1 Lessons',
  description:
    'Learn German online with a teacher who fits you: professional German teachers and community tutors, 1-on-1 lessons at a time that suits you.',
  heading: 'Find your German teacher',
};
export default content;
