import type { Translation } from '../catalog-types';
import type { devOutbox as en } from '../en/dev-outbox';

export const devOutbox: Translation<typeof en> = {
  title: 'Bandeja de salida (desarrollo)',
  intro: 'El correo que el servidor habría enviado. En desarrollo no hay servidor de correo; abre aquí un enlace de confirmación.',
  empty: 'Aún no hay correo.',
  to: 'Para: {to}',
  openLink: 'Abrir el enlace',
  loading: 'Cargando la bandeja de salida…',
  signIn: 'La bandeja de salida es para el personal: inicia sesión como administrador (admin@demo.test en la demo) para leerla.',
};
