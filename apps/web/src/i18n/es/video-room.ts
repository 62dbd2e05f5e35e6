import type { Translation } from '../catalog-types';
import type { classRoom as enClassRoom, meetingRoom as enMeetingRoom, videoRoom as en } from '../en/video-room';

export const videoRoom: Translation<typeof en> = {
  pageTitle: 'Sala de vídeo',
  loading: 'Abriendo la sala…',
  classLabel: 'Clase en grupo',
  lessonLabel: 'Lección individual: {language}',
  openTitle: 'La sala está abierta',
  openText: 'Te estamos llevando a la reunión. Si no pasa nada, usa el botón de abajo.',
  redirecting: 'Abriendo la reunión en {seconds} s…',
  openMeeting: 'Abrir la reunión',
  meetingId: 'ID de reunión',
  passcode: 'Código de acceso',
  noRoomTitle: 'La sala está abierta, pero el profesor aún no ha preparado la reunión',
  noRoomText: 'Vuelve a comprobarlo en un momento o envía un mensaje al profesor.',
  checkAgain: 'Comprobar de nuevo',
  earlyTitle: 'La sala aún no está abierta',
  opensAt: 'La sala se abre a las {time}, 10 minutos antes de que empiece la clase. Horas en {zone}.',
  countdown: 'Se abre en {time}',
  countdownLabel: 'Tiempo hasta que se abra la sala',
  endedTitle: 'Esta clase ha terminado',
  endedText: 'La sala se cerró al terminar la clase.',
  notBookedTitle: 'Esta sala es para los alumnos que reservaron la clase',
  notBookedText: 'Reserva una plaza en la página de la clase para unirte.',
  cancelledTitle: 'Esta clase se ha cancelado',
  cancelledText: 'Una clase cancelada no tiene reunión.',
  backToClass: 'Volver a la clase',
  backToMyClasses: 'Ir a Mis clases',
};

export const meetingRoom: Translation<typeof enMeetingRoom> = {
  summarySet: 'Tu sala de reuniones: {id}',
  summaryUnset: 'Configura tu sala de reuniones',
  formTitle: 'Sala de reuniones predeterminada',
  formIntro:
    'Tus clases y lecciones se celebran aquí salvo que una clase tenga su propia sala. Los alumnos la ven desde 10 minutos antes del inicio.',
  account: 'ID de reunión',
  accountHint: 'De 9 a 11 dígitos, como los muestra tu servicio de vídeo.',
  accountError: 'Introduce el ID de reunión: de 9 a 11 dígitos.',
  passcode: 'Código de acceso',
  passcodeError: 'Introduce el código: hasta 10 letras, dígitos o @ - _ *.',
  link: 'Enlace de la reunión',
  linkHint: 'El enlace de invitación, que empieza por https://',
  linkError: 'Introduce el enlace de la reunión, que empiece por https://',
  save: 'Guardar sala',
  saved: 'Guardado. Tus clases usarán esta sala.',
  saveFailed: 'No se pudo guardar. Inténtalo de nuevo.',
};

export const classRoom: Translation<typeof enClassRoom> = {
  title: 'Sala de reuniones de esta clase',
  usesOwn: 'Esta clase tiene su propia sala: {id}.',
  usesDefault: 'Esta clase usa tu sala predeterminada: {id}. Guarda una sala aquí para darle una propia.',
  noRoom: 'Aún no hay sala: configura tu sala predeterminada en Docencia o dale a esta clase una propia aquí.',
  save: 'Guardar para esta clase',
  useDefault: 'Usar mi sala predeterminada',
  saved: 'Guardado. Los alumnos de esta clase se unen aquí.',
  savedDefault: 'Esta clase vuelve a usar tu sala predeterminada.',
  locked: 'Esta clase está cancelada o terminada: su sala ya no puede cambiar.',
};
