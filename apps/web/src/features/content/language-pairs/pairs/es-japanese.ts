import type { LanguagePairContent } from '../language-pair-content';

/** es interface, learning japanese. One lazy chunk (001 §9); our es copy. */
const content: LanguagePairContent = {
  ui: 'es',
  learning: 'japanese',
  title: 'Profesores de japonés en línea para clases particulares',
  description:
    'Aprende japonés en línea con un profesor a tu medida: profesores profesionales de japonés y tutores de la comunidad, clases 1 a 1 cuando te vaya bien.',
  heading: 'Encuentra tu profesor de japonés',
};
export default content;
