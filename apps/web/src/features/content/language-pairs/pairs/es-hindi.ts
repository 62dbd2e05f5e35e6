import type { LanguagePairContent } from '../language-pair-content';

/** es interface, learning hindi. One lazy chunk (001 §9); our es copy. */
const content: LanguagePairContent = {
  ui: 'es',
  learning: 'hindi',
  title: 'Profesores de hindi en línea para clases particulares',
  description:
    'Aprende hindi en línea con un profesor a tu medida: profesores profesionales de hindi y tutores de la comunidad, clases 1 a 1 cuando te vaya bien.',
  heading: 'Encuentra tu profesor de hindi',
};
export default content;
