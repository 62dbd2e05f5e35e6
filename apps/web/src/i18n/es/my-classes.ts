import type { Translation } from '../catalog-types';
import type { myClasses as en } from '../en/my-classes';

export const myClasses: Translation<typeof en> = {
  title: 'Mis clases',
  upcoming: 'Próximas',
  past: 'Pasadas',
  tabsLabel: 'Qué clases',
  emptyUpcoming: 'No tienes clases próximas. Busca una clase y reserva una plaza.',
  emptyPast: 'Aún no tienes clases pasadas.',
  findClass: 'Buscar una clase',
  loadMore: 'Mostrar más',
  loading: 'Cargando tus clases…',
  groupClass: 'Clase en grupo',
  groupCourse: 'Curso en grupo',
  courseClasses: '{n} clases',
  withTeacher: 'con {name}',
  status: 'Estado',
  viewClass: 'Ver clase',
  viewCourse: 'Ver curso',
};
