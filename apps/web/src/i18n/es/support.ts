import type { Translation } from '../catalog-types';
import type { support as en } from '../en/support';

export const support: Translation<typeof en> = {
  title: 'Ayuda y soporte',
  close: 'Cerrar la ayuda',
  searchLabel: 'Buscar en las preguntas frecuentes',
  searchPlaceholder: 'Escribe una pregunta, p. ej. prueba',
  noMatches: 'Ninguna respuesta coincide con tu búsqueda. Escríbenos abajo.',
  faqError: 'No se pudieron cargar las preguntas frecuentes.',
  contactTitle: 'Contáctanos',
  name: 'Tu nombre',
  email: 'Tu correo electrónico',
  subject: 'Asunto',
  message: '¿En qué podemos ayudarte?',
  send: 'Enviar',
  sending: 'Enviando…',
  sent: '¡Gracias! Hemos recibido tu mensaje y te responderemos por correo.',
  tooMany: 'Has enviado varias solicitudes en poco tiempo. Espera un poco y vuelve a intentarlo.',
  failed: 'No se pudo enviar tu mensaje. Inténtalo de nuevo.',
  fieldInvalid: 'Revisa este campo.',
};
