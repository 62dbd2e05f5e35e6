/**
 * The demo accounts printed in the README and in the log on first start. Every seeded user shares
 * this password (hashed once per seeding), so any teacher or student of the demo can sign in too.
 */
export const DEMO_PASSWORD = 'demo-password';

export interface DemoAccount {
  readonly email: string;
  readonly role: 'STUDENT' | 'TEACHER' | 'ADMIN';
  readonly shows: string;
}

export const DEMO_ACCOUNTS = {
  student: {
    email: 'student@demo.test',
    role: 'STUDENT',
    shows:
      'Emma W., a registered student with credit: class bookings in every state (live now, upcoming, within 24 h, completed, problem reported, dropped, cancelled by the teacher, automatically and by an admin), course spots (upcoming, ongoing, completed, cancelled), learning languages, lesson-activation answers, search history, and favourite teachers and class topics',
  },
  newStudent: {
    email: 'new@demo.test',
    role: 'STUDENT',
    shows:
      'Noor A., signed up an hour ago: register_status 2 and an unconfirmed email, so booking and contacting a teacher show the confirm-email prompt (the confirmation link is in the outbox and the log)',
  },
  freshStudent: {
    email: 'fresh@demo.test',
    role: 'STUDENT',
    shows: 'Tom B., confirmed and with credit but no booking record yet (recommendations for students without a record, trial offers)',
  },
  teacher: {
    email: 'teacher@demo.test',
    role: 'TEACHER',
    shows:
      'Lucía Fernández, a professional Spanish teacher: classes full, with one spot, empty and live, a class she may still cancel (fewer than 2 booked), courses, more than 40 reviews and translations',
  },
  admin: {
    email: 'admin@demo.test',
    role: 'ADMIN',
    shows: 'Staff account (role ADMIN): reviews teacher applications on /admin/teachers, the events report on /admin/report',
  },
  applicant: {
    email: 'applicant@demo.test',
    role: 'STUDENT',
    shows:
      'Giulia R., a student who applied to teach Italian (native) and English (C1) two days ago: her application is pending on /admin/teachers, and /teaching/apply shows her its status',
  },
} as const satisfies Record<string, DemoAccount>;

/** Email addresses of the other seeded people: `{slug}@teachers.demo.test`, `{slug}@students.demo.test`. */
export const teacherEmail = (slug: string): string => `${slug}@teachers.demo.test`;
export const studentEmail = (slug: string): string => `${slug}@students.demo.test`;
