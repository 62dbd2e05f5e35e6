import { DAY_MS, HOUR_MS, LESSON_SLOT_MS } from '@app/domain';
import { makeCourse, makeCourseTopic } from '@app/server/testing/course-fixtures';
import { eq, groupClasses, ledgerEntries, lessons, teacherLanguages, teacherOpenSlots, teachers, users } from '@app/server/testing/tables';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPost, demoTeacherClass, newConfirmedStudent, userIdOf, walletBalance } from '../harness/booking-data';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot, signInAs } from '../harness/pages';

const e2e = useE2e();
const SPANISH = { locale: 'es-ES' } as const;
// Signed in, the site shows the account's language: these users chose Spanish.
const SPANISH_ACCOUNT = { locale: 'es' } as const;
const LANGUAGE = 'english';

let serial = 0;

/**
 * A one-to-one teacher of English ($15 per 30 min, a $5 trial) with two open hours: `start` (3 days
 * ahead, on a slot boundary) and `later` (a day after it). The account has the demo password, so a
 * test can sign in as her.
 */
async function lessonTeacher() {
  const db = e2e.server.database.db;
  const demo = (await db.select({ email: users.email, password_hash: users.password_hash }).from(users)).find(
    (row) => row.email === 'teacher@demo.test',
  );
  if (!demo) throw new Error('no teacher@demo.test in the demo');
  const email = `e2e-lesson-teacher-${Date.now().toString(36)}-${++serial}@teachers.test`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      password_hash: demo.password_hash,
      nickname: `Profe ${serial}`,
      role: 'TEACHER',
      register_status: 5,
      is_confirm_email: true,
      timezone_iana: 'Europe/Berlin',
      locale: 'es',
      created_at: new Date(),
    })
    .returning({ user_id: users.user_id });
  if (!user) throw new Error('no user');
  const teacherId = user.user_id;
  await db.insert(teachers).values({
    user_id: teacherId,
    first_valid_time: new Date(Date.now() - 90 * DAY_MS),
    min_price: 1500,
    trial_price: 500,
    has_trial: true,
  });
  await db.insert(teacherLanguages).values({ teacher_id: teacherId, language: LANGUAGE, level: 7, teaches: true });
  const start = Math.ceil((Date.now() + 3 * DAY_MS) / LESSON_SLOT_MS) * LESSON_SLOT_MS;
  const later = start + DAY_MS;
  await db
    .insert(teacherOpenSlots)
    .values(
      [start, start + LESSON_SLOT_MS, later, later + LESSON_SLOT_MS].map((t) => ({ teacher_id: teacherId, start_time: new Date(t) })),
    );
  return { teacherId, email, start, later };
}

function lessonBody({ teacherId, start, isTrial = false }: { teacherId: number; start: number; isTrial?: boolean }) {
  return { teacher_id: teacherId, language: LANGUAGE, start_time: new Date(start).toISOString(), duration: 30, is_trial: isTrial };
}

/**
 * A Spanish student's booking page with the lesson type and time already chosen (both live in the
 * address, as after a top-up), up to the confirm box.
 */
async function toLessonConfirm(page: Page, { teacherId, option, start }: { teacherId: number; option: string; start: number }) {
  await page.goto(`/booking/lesson?teacher_id=${teacherId}&language=${LANGUAGE}&option=${option}&start=${start}`);
  await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
  await page.getByTestId('lesson-confirm').waitFor();
}

async function bookAndSee(page: Page, spanish: string, english: string): Promise<void> {
  await page.getByTestId('lesson-book').click();
  await page.getByRole('alert').filter({ hasText: spanish }).first().waitFor();
  expect(await page.getByText(english).count()).toBe(0);
  expect(await page.getByTestId('lesson-booked').count()).toBe(0);
}

/**
 * Issue 19: the one-to-one lesson refusals (and a course's class booked alone) read in Spanish for a
 * Spanish student, never in the server's English. Each is provoked after the page loaded, so the page
 * could not know it in advance and shows what the server answered.
 */
describe('lesson booking refusals in Spanish (issue 19)', () => {
  const db = () => e2e.server.database.db;

  async function spanishStudentPage(credit?: number): Promise<{ page: Page; userId: number }> {
    const { page } = await e2e.open(SPANISH);
    const { userId } = await newConfirmedStudent(e2e, page, { ...SPANISH_ACCOUNT, ...(credit === undefined ? {} : { credit }) });
    return { page, userId };
  }

  it('the time booked by another student after the page loaded: "Esta hora ya no está libre."', async () => {
    const { teacherId, start } = await lessonTeacher();
    const { page } = await spanishStudentPage();
    await toLessonConfirm(page, { teacherId, option: 'lesson-30', start });
    const other = await e2e.open();
    await newConfirmedStudent(e2e, other.page);
    expect((await apiPost(other.page, '/v1/lessons', lessonBody({ teacherId, start }))).status).toBe(200);
    await bookAndSee(page, 'Esta hora ya no está libre. Elige otra hora.', 'This time is no longer available. Please pick another time.');
    // The slots read again drop the taken time, and the confirm box with it: the reason stays on the page.
    await page.getByTestId('lesson-confirm').waitFor({ state: 'detached' });
    expect(await page.getByRole('alert').filter({ hasText: 'Esta hora ya no está libre. Elige otra hora.' }).count()).toBe(1);
    await saveScreenshot(page, 'lesson-refusal-time-taken-es-desktop');
  });

  it('the trial used meanwhile (booked from another tab): "La clase de prueba no está disponible…"', async () => {
    const { teacherId, start, later } = await lessonTeacher();
    const { page } = await spanishStudentPage();
    await toLessonConfirm(page, { teacherId, option: 'trial', start });
    expect((await apiPost(page, '/v1/lessons', lessonBody({ teacherId, start: later, isTrial: true }))).status).toBe(200);
    await bookAndSee(
      page,
      'La clase de prueba no está disponible para ti con este profesor.',
      'The trial lesson is not available to you with this teacher.',
    );
  });

  it('the wallet emptied meanwhile: "El saldo de tu monedero es demasiado bajo para esta clase."', async () => {
    const { teacherId, start } = await lessonTeacher();
    const { page, userId } = await spanishStudentPage();
    await toLessonConfirm(page, { teacherId, option: 'lesson-30', start });
    const balance = await walletBalance(page);
    await db()
      .insert(ledgerEntries)
      .values({
        user_id: userId,
        amount: -balance,
        kind: 'TOP_UP',
        idempotency_key: `e2e-drain:${userId}:${Date.now()}`,
        created_at: new Date(),
      });
    await bookAndSee(
      page,
      'El saldo de tu monedero es demasiado bajo para esta clase. Recarga primero.',
      'Your wallet balance is too low for this lesson. Please top up first.',
    );
    expect(await page.getByText('Your wallet balance is not enough for this booking.').count()).toBe(0);
  });

  it('cancel too late (the lesson moved within 24 h after My classes loaded): the Spanish rule', async () => {
    const { teacherId, start } = await lessonTeacher();
    const { page } = await spanishStudentPage();
    const booked = await apiPost(page, '/v1/lessons', lessonBody({ teacherId, start }));
    expect(booked.status).toBe(200);
    const lessonId = (booked.body as { data: { lesson: { id: number } } }).data.lesson.id;
    await page.goto('/my-classes');
    const cancel = page.locator(`[id="lesson-${lessonId}"]`).getByRole('button', { name: 'Cancelar clase' });
    await cancel.waitFor();
    await db()
      .update(lessons)
      .set({ start_time: new Date(Math.ceil((Date.now() + 2 * HOUR_MS) / LESSON_SLOT_MS) * LESSON_SLOT_MS) })
      .where(eq(lessons.id, lessonId));
    await cancel.click();
    await page.getByRole('dialog', { name: '¿Cancelar esta clase?' }).getByRole('button', { name: 'Sí, cancelarla' }).click();
    await page.getByText('Las clases solo se pueden cancelar más de 24 horas antes de empezar.').first().waitFor();
    expect(await page.getByText('Lessons can only be cancelled more than 24 hours before they start.').count()).toBe(0);
  });

  it('the teacher on her own booking page: the Spanish refusal instead of a Book button', async () => {
    const { teacherId, email, start } = await lessonTeacher();
    const { page } = await e2e.open(SPANISH);
    await signInAs(page, email);
    await page.goto(`/booking/lesson?teacher_id=${teacherId}&language=${LANGUAGE}&option=lesson-30&start=${start}`);
    await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
    await page.getByTestId('lesson-refusal').filter({ hasText: 'No puedes reservar una clase contigo mismo.' }).waitFor();
    expect(await page.getByTestId('lesson-confirm').count()).toBe(0);
    expect(await page.getByText('You cannot book a lesson with yourself.').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Reservar una clase');
  });

  it('a class moved into a course after the payment page loaded: "Esta clase forma parte de un curso."', async () => {
    const { classId } = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
    const teacherId = await userIdOf(e2e, 'teacher@demo.test');
    const topicId = await makeCourseTopic(db(), { teacherId, now: Date.now() });
    const { courseId } = await makeCourse(db(), { teacherId, topicId, now: Date.now(), startsIn: 7 * DAY_MS, maxSpots: 4 });
    const { page } = await spanishStudentPage();
    await page.goto(`/group-class-online/class/${classId}`);
    await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
    await page.getByTestId('book-panel').getByRole('button', { name: 'Reservar' }).click();
    await page.waitForURL('**/payment');
    await page.getByTestId('payment-price').waitFor();
    await db().update(groupClasses).set({ course_id: courseId }).where(eq(groupClasses.id, classId));
    await page.getByRole('button', { name: /^Pagar / }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Esta clase forma parte de un curso. Apúntate al curso para participar.' })
      .first()
      .waitFor();
    expect(await page.getByText('This class is part of a course. Join the course to take part.').count()).toBe(0);
  });
});
