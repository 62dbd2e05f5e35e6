import type { Translation } from '../catalog-types';
import type { marketing as en } from '../en/marketing';

export const marketing: Translation<typeof en> = {
  popupClose: 'Cerrar',
  popupLabel: 'Aviso',
};
