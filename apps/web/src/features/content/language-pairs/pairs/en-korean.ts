import type { LanguagePairContent } from '../language-pair-content';

/** en interface, learning korean. One lazy chunk (001 §9); our en copy. */
const content: LanguagePairContent = {
  ui: 'en',
  learning: 'korean',
  title: 'Online Korean Teachers & Tutors for 1-on-1 Lessons',
  description:
    'Learn Korean online with a teacher who fits you: professional Korean teachers and community tutors, 1-on-1 lessons at a time that suits you.',
  heading: 'Find your Korean teacher',
};
export default content;
