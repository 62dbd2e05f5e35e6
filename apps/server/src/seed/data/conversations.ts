import { DEMO_TEACHER_SLUG } from './teachers';

/**
 * The demo student's threads (Contact teacher): with the demo teacher, ending in a reply she has not
 * read yet, and with a second teacher, all read. `hoursAgo` places each message relative to `now`.
 */
export interface DemoMessage {
  readonly from: 'student' | 'teacher';
  readonly hoursAgo: number;
  readonly text: string;
}

export const DEMO_CONVERSATIONS: readonly {
  readonly teacher: string;
  readonly unreadFromTeacher: number;
  readonly messages: readonly DemoMessage[];
}[] = [
  {
    teacher: DEMO_TEACHER_SLUG,
    unreadFromTeacher: 1,
    messages: [
      {
        from: 'student',
        hoursAgo: 50,
        text: '¡Hola Lucía! I am preparing for DELE A2 in June. Which of your group classes would you recommend first?',
      },
      {
        from: 'teacher',
        hoursAgo: 47,
        text: '¡Hola Emma! Start with the exam-format class on Thursdays: we go through every part of the paper. Then the speaking practice class helps a lot with the oral part.',
      },
      { from: 'student', hoursAgo: 46, text: 'Great, I booked Thursday. Is there anything I should prepare before the class?' },
      {
        from: 'teacher',
        hoursAgo: 3,
        text: 'Perfecto. Download the class sheet from the class page after booking and try the first two exercises. ¡Nos vemos el jueves!',
      },
    ],
  },
  {
    teacher: 'javier-morales',
    unreadFromTeacher: 0,
    messages: [
      { from: 'student', hoursAgo: 200, text: 'Hi Javier, do your conversation classes work for someone who only knows a few phrases?' },
      {
        from: 'teacher',
        hoursAgo: 198,
        text: 'Of course! We speak slowly and I write every new word in the chat. Try the travel Spanish class, it is very relaxed.',
      },
    ],
  },
];
