import type { Translation } from '../catalog-types';
import type { money as en } from '../en/money';

export const money: Translation<typeof en> = {
  walletTitle: 'Monedero',
  balance: 'Saldo',
  balanceNote: 'Los pagos se hacen en USD; los importes también se muestran en tu moneda.',
  history: 'Historial',
  historyEmpty: 'Aún no hay cargos ni reembolsos. Cuando reserves una clase, el pago aparecerá aquí.',
  loadingWallet: 'Cargando tu monedero…',
  kindTOP_UP: 'Recarga',
  kindCLASS_PAYMENT: 'Pago de clase',
  kindCOURSE_PAYMENT: 'Pago de curso',
  kindLESSON_PAYMENT: 'Pago de clase individual',
  kindREFUND: 'Reembolso',
  kindWELCOME_CREDIT: 'Crédito de bienvenida',
  kindGIFT_CODE: 'Código regalo',
  forClass: 'Clase: {title}',
  forCourse: 'Curso: {title}',
  forLesson: 'Clase con {name}',
  forTrialLesson: 'Clase de prueba con {name}',
  classOn: 'el {date}',
  columnDate: 'Fecha',
  columnWhat: 'Concepto',
  columnAmount: 'Importe',
  findClass: 'Buscar una clase',
};
