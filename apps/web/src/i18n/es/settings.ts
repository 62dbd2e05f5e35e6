import type { Translation } from '../catalog-types';
import type { settings as en } from '../en/settings';

export const settings: Translation<typeof en> = {
  title: 'Ajustes',
  intro: 'Cómo se te muestran los precios y las horas. Los pagos siempre se hacen en USD.',
  currency: 'Moneda',
  currencyHint: 'Los precios se muestran en esta moneda y en USD.',
  timezone: 'Zona horaria',
  timezoneHint: 'Las horas de las clases se muestran en esta zona.',
  useBrowserZone: 'Usar la zona de este dispositivo ({zone})',
  clock: 'Reloj',
  clock12: '12 horas ({example})',
  clock24: '24 horas ({example})',
  save: 'Guardar ajustes',
  saving: 'Guardando…',
  saved: 'Ajustes guardados.',
  noChanges: 'Nada que guardar: cambia primero un ajuste.',
  errorCurrency: 'Elige una moneda de la lista.',
  errorTimezone: 'Elige una zona horaria de la lista.',
  errorClock: 'Elige el reloj de 12 o de 24 horas.',
  saveFailed: 'No se pudieron guardar tus ajustes. Inténtalo de nuevo.',
  loading: 'Cargando tus ajustes…',
};
