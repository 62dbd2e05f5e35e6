import type { Translation } from '../catalog-types';
import type { messages as en } from '../en/messages';

export const messages: Translation<typeof en> = {
  listTitle: 'Mensajes',
  listEmpty: 'Aún no hay conversaciones. Usa Contactar al profesor en una clase o en la página de un profesor para empezar una.',
  findTeacher: 'Buscar una clase',
  unread: '{n} sin leer',
  you: 'Tú: {text}',
  loading: 'Cargando mensajes…',
  threadTitle: 'Conversación con {name}',
  threadEmpty: 'Aún no hay mensajes. Saluda a {name}.',
  olderMessages: 'Ver mensajes anteriores',
  messageLabel: 'Mensaje',
  messagePlaceholder: 'Escribe un mensaje…',
  send: 'Enviar',
  sending: 'Enviando…',
  tooLong: 'Como máximo {max} caracteres ({n} ahora).',
  blank: 'Escribe algo primero.',
  rateLimited: 'Estás enviando mensajes demasiado rápido. Espera un minuto e inténtalo de nuevo.',
  sendFailed: 'No se pudo enviar tu mensaje. Inténtalo de nuevo.',
  read: 'Leído',
  sent: 'Enviado',
  viewProfile: 'Ver perfil',
  teacher: 'Profesor',
  cannotMessageSelf: 'Eres tú: no puedes enviarte mensajes.',
  back: 'Todos los mensajes',
  charactersLeft: 'Quedan {n} caracteres',
};
