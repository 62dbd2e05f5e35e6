import type { Translation } from '../catalog-types';
import type { calendar as en } from '../en/calendar';

export const calendar: Translation<typeof en> = {
  title: 'Tus clases en tu calendario',
  intro:
    'Suscríbete una vez y tus clases, cursos y lecciones aparecerán en Google Calendar, Apple Calendar u Outlook, y las canceladas desaparecerán.',
  create: 'Obtener mi enlace de calendario',
  subscribe: 'Suscribirme en mi aplicación de calendario',
  addressLabel: 'O pega esta dirección en tu aplicación de calendario',
  addressWhat: 'dirección del calendario',
  secretHint: 'Quien tenga esta dirección puede ver tu horario. Restablécela si la compartiste por error.',
  reset: 'Restablecer el enlace',
  resetTitle: '¿Restablecer tu enlace de calendario?',
  resetText: 'La dirección actual deja de funcionar al momento. Los calendarios suscritos necesitarán la nueva.',
  resetConfirm: 'Restablecer el enlace',
  resetDone: 'Tu enlace de calendario se restableció. Vuelve a suscribirte con la nueva dirección.',
  failed: 'Algo salió mal. Inténtalo de nuevo.',
};
