import type { LanguagePairContent } from '../language-pair-content';

/** en interface, learning chinese. One lazy chunk (001 §9); our en copy. */
const content: LanguagePairContent = {
  ui: 'en',
  learning: 'chinese',
  title: 'Online Chinese Teachers & Tutors for 1-on-1 Lessons',
  description:
    'Learn Chinese online with a teacher who fits you: professional Chinese teachers and community tutors, 1-on-1 lessons at a time that suits you.',
  heading: 'Find your Chinese teacher',
};
export default content;
