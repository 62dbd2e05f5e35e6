import type { LanguagePairContent } from '../language-pair-content';

/** en interface, learning hindi. One lazy chunk (001 §9); our en copy. */
const content: LanguagePairContent = {
  ui: 'en',
  learning: 'hindi',
  title: 'Online Hindi Teachers & Tutors for 1-on-1 Lessons',
  description:
    'Learn Hindi online with a teacher who fits you: professional Hindi teachers and community tutors, 1-on-1 lessons at a time that suits you.',
  heading: 'Find your Hindi teacher',
};
export default content;
