import type { LanguagePairContent } from '../language-pair-content';

/** es interface, learning english. One lazy chunk (001 §9); our es copy. */
const content: LanguagePairContent = {
  ui: 'es',
  learning: 'english',
  title: 'Profesores de inglés en línea para clases particulares',
  description:
    'Aprende inglés en línea con un profesor a tu medida: profesores profesionales de inglés y tutores de la comunidad, clases 1 a 1 cuando te vaya bien.',
  heading: 'Encuentra tu profesor de inglés',
};
export default content;
