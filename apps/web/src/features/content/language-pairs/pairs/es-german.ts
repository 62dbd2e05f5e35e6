import type { LanguagePairContent } from '../language-pair-content';

/** es interface, learning german. One lazy chunk (001 §9); our es copy. */
const content: LanguagePairContent = {
  ui: 'es',
  learning: 'german',
  title: 'Profesores de alemán en línea para clases particulares',
  description:
    'Aprende alemán en línea con un profesor a tu medida: profesores profesionales de alemán y tutores de la comunidad, clases 1 a 1 cuando te vaya bien.',
  heading: 'Encuentra tu profesor de alemán',
};
export default content;
