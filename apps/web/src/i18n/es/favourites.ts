import type { Translation } from '../catalog-types';
import type { favourites as en } from '../en/favourites';

export const favourites: Translation<typeof en> = {
  title: 'Favoritos',
  intro: 'Los profesores y temas de clase que guardaste con el corazón, de los más recientes a los más antiguos.',
  loading: 'Cargando tus favoritos…',
  teachersTitle: 'Profesores',
  topicsTitle: 'Temas de clase',
  emptyTitle: 'Aún no has guardado nada',
  emptyText: 'Toca el corazón de un profesor o de un tema de clase para tenerlo aquí, a un clic.',
  findTeacher: 'Buscar profesor',
  findClass: 'Ver clases grupales',
  noTeachers: 'Aún no has guardado profesores.',
  noTopics: 'Aún no has guardado temas de clase.',
  lessonsFrom: 'Clases desde {price}',
  perClass: '{price} por clase',
  nextClass: 'Próxima clase: {when}',
  noNextClass: 'No hay clases programadas',
  course: 'Curso',
  addTopic: 'Añadir {title} a favoritos',
  removeTopic: 'Quitar {title} de favoritos',
  saveTopic: 'Guardar en favoritos',
  savedTopic: 'Guardado en tus favoritos',
  topicSignIn: 'Inicia sesión para guardar los temas de clase que te gusten.',
  removedTeacher: 'Has quitado a {name} de tus favoritos.',
  removedTopic: 'Has quitado «{title}» de tus favoritos.',
};
