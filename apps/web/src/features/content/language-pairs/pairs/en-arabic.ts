import type { LanguagePairContent } from '../language-pair-content';

/** en interface, learning arabic. One lazy chunk (001 §9); our en copy. */
const content: LanguagePairContent = {
  ui: 'en',
  learning: 'arabic',
  title: 'Online Arabic Teachers & Tutors for 1-on-1 Lessons',
  description:
    'Learn Arabic online with a teacher who fits you: professional Arabic teachers and community tutors, 1-on-1 lessons at a time that suits you.',
  heading: 'Find your Arabic teacher',
};
export default content;
