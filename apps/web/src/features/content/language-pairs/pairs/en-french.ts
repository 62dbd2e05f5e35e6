import type { LanguagePairContent } from '../language-pair-content';

/** en interface, learning french. One lazy chunk (001 §9); our en copy. */
const content: LanguagePairContent = {
  ui: 'en',
  learning: 'french',
  title: 'Online French Teachers & Tutors for 1-on-1 Lessons',
  description:
    'Learn French online with a teacher who fits you: professional French teachers and community tutors, 1-on-1 lessons at a time that suits you.',
  heading: 'Find your French teacher',
};
export default content;
