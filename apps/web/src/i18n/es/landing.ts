import type { Translation } from '../catalog-types';
import type { landing as en } from '../en/landing';

export const landing: Translation<typeof en> = {
  pageTitle: 'Clases grupales en línea y en directo',
  heroTitle: 'Habla un idioma nuevo en un grupo pequeño y en directo',
  heroText:
    'Clases de sesenta minutos sobre temas que importan, con material propio de profesores profesionales y como máximo 6 alumnos por clase.',
  tryNow: 'Pruébalo ahora',
  findClass: 'Buscar una clase',
  stripTitle: 'Clases que empiezan pronto',
  stripEmpty: 'Ahora mismo no hay clases abiertas para reservar. Vuelve a mirar más tarde.',
  curatedTitle: 'Preparadas por profesores profesionales',
  curatedText:
    'Cada clase sigue un tema diseñado por su profesor: un objetivo claro, situaciones reales y material que conservas después de la clase.',
  curatedPoint1: 'Temas de vida diaria, negocios, exámenes, niños y viajes',
  curatedPoint2: 'Fichas de clase y listas de frases para descargar al reservar',
  curatedPoint3: 'Niveles de A1 a C2, para estudiar con gente como tú',
  classmatesTitle: 'Estudia con compañeros',
  classmatesText:
    'En grupos pequeños hablas mucho, escuchas otros acentos y mantienes la motivación. Únete a una clase suelta o a un curso semanal con el mismo profesor.',
  classmatesPoint1: 'Como máximo {capacity} alumnos',
  classmatesPoint2: 'Clases en directo de {minutes} minutos',
  classmatesPoint3: 'Entra desde el navegador, 10 minutos antes del inicio',
  mightLikeTitle: 'Clases que te pueden gustar',
  mightLikeBasisHistory: 'Elegidas a partir de las clases que reservaste.',
  mightLikeBasisPopular: 'Populares entre los alumnos esta semana.',
};
