import type { LanguagePairContent } from '../language-pair-content';

/** en interface, learning japanese. One lazy chunk (001 §9); our en copy. */
const content: LanguagePairContent = {
  ui: 'en',
  learning: 'japanese',
  title: 'Online Japanese Teachers & Tutors for 1-on-1 Lessons',
  description:
    'Learn Japanese online with a teacher who fits you: professional Japanese teachers and community tutors, 1-on-1 lessons at a time that suits you.',
  heading: 'Find your Japanese teacher',
};
export default content;
