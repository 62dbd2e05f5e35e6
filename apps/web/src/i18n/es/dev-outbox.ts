import type { Translation } from '../catalog-types';
import type { devOutbox as en } from '../en/dev-outbox';

export const devOutbox: Translation<typeof en> = {
  title: 'Bandeja de salida (desarrollo)',
  intro:
    'Todo el correo que escribió el servidor. Sin SMTP_URL ninguno sale de la máquina: abre aquí un enlace de confirmación. Con él, cada uno dice si se envió.',
  deliveryPending: 'No enviado',
  deliverySent: 'Enviado',
  deliveryFailed: 'No entregado',
  lastError: 'Último intento: {error}',
  empty: 'Aún no hay correo.',
  to: 'Para: {to}',
  attachments: 'Adjuntos: {files}',
  openLink: 'Abrir el enlace',
  loading: 'Cargando la bandeja de salida…',
  signIn: 'La bandeja de salida es para el personal: inicia sesión como administrador (admin@demo.test en la demo) para leerla.',
};
