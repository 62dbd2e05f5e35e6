import type { LanguagePairContent } from '../language-pair-content';

/** es interface, learning chinese. One lazy chunk (001 §9); our es copy. */
const content: LanguagePairContent = {
  ui: 'es',
  learning: 'chinese',
  title: 'Profesores de chino en línea para clases particulares',
  description:
    'Aprende chino en línea con un profesor a tu medida: profesores profesionales de chino y tutores de la comunidad, clases 1 a 1 cuando te vaya bien.',
  heading: 'Encuentra tu profesor de chino',
};
export default content;
