import type { LanguagePairContent } from '../language-pair-content';

/** en interface, learning spanish. One lazy chunk (001 §9); our en copy. */
const content: LanguagePairContent = {
  ui: 'en',
  learning: 'spanish',
  title: 'Online Spanish Teachers & Tutors for 1-on-1 Lessons',
  description:
    'Learn Spanish online with a teacher who fits you: professional Spanish teachers and community tutors, 1-on-1 lessons at a time that suits you.',
  heading: 'Find your Spanish teacher',
};
export default content;
