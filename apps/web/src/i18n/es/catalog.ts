import type { Translation } from '../catalog-types';
import type { catalog as en } from '../en/catalog';

export const catalog: Translation<typeof en> = {
  CA001: 'Vida diaria',
  CA002: 'Negocios',
  CA003: 'Exámenes',
  CA004: 'Niños',
  CA005: 'Viajes y cultura',
  categoryAll: 'Todas',
  levelNative: 'Nativo',
  minutes: '{n} min',
  hours: '{n} h',
  days_one: '{count} día',
  days_other: '{count} días',
  spotsPerClass: '{n} plazas por clase',
  perClass: 'por clase',
  spotsBookedByYou: 'Reservada por ti',
  spotsFullyBooked: 'Completa',
  spotsBeTheFirst: '¡Sé el primero!',
  spotsOnlyOneLeft: 'Solo queda 1 plaza',
  spotsOnlyFewLeft: 'Solo quedan {n} plazas',
  spotsLeft: 'Quedan {n} plazas',
  classWith: 'con {name}',
  opensInNewTab: '(se abre en una pestaña nueva)',
};
