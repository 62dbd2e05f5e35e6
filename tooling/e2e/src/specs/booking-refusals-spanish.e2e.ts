import type { CourseDetail } from '@app/api';
import { BOOKING_HAND_OFF_SESSION_KEY, buildCourseBookingHandOff, DAY_MS, HOUR_MS, MINUTE_MS } from '@app/domain';
import { makeCourse, makeCourseTopic } from '@app/server/testing/course-fixtures';
import { courses, eq, groupClasses, ledgerEntries, users } from '@app/server/testing/tables';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, apiPost, bookViaApi, demoTeacherClass, newConfirmedStudent, userIdOf, walletBalance } from '../harness/booking-data';
import { useE2e } from '../harness/e2e-suite';
import { signInAs } from '../harness/pages';

const e2e = useE2e();
const SPANISH = { locale: 'es-ES' } as const;
// Signed in, the site shows the account's language: these users chose Spanish, as the Spanish
// sign-up page does for its students.
const SPANISH_ACCOUNT = { locale: 'es' } as const;

/**
 * Issue 19: every booking refusal reads in the display language, never in the server's English.
 * Most refusals are provoked after the page has loaded (another student takes the last seat, the
 * class starts or is cancelled, the wallet empties...), so the page cannot know them in advance and
 * shows what the server answered: its code, in Spanish.
 */
describe('booking refusals in Spanish (issue 19)', () => {
  async function spanishPage(): Promise<Page> {
    const { page } = await e2e.open(SPANISH);
    return page;
  }

  async function toClassPayment(page: Page, classId: number): Promise<void> {
    await page.goto(`/group-class-online/class/${classId}`);
    await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
    await page.getByTestId('book-panel').getByRole('button', { name: 'Reservar' }).click();
    await page.waitForURL('**/payment');
    await page.getByTestId('payment-price').waitFor();
  }

  async function payAndSee(page: Page, spanish: string, english: string): Promise<void> {
    await page.getByRole('button', { name: /^Pagar / }).click();
    await page.getByRole('alert').filter({ hasText: spanish }).first().waitFor();
    expect(await page.getByText(english).count()).toBe(0);
  }

  const db = () => e2e.server.database.db;

  async function signInAsSpanishTeacher(page: Page): Promise<void> {
    await db().update(users).set({ locale: 'es' }).where(eq(users.email, 'teacher@demo.test'));
    await signInAs(page, 'teacher@demo.test');
  }

  it('the last seat taken by someone else after the page loaded: "Esta clase está completa."', async () => {
    const { classId } = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS, capacity: 1 });
    const page = await spanishPage();
    await newConfirmedStudent(e2e, page, SPANISH_ACCOUNT);
    await toClassPayment(page, classId);
    const other = await e2e.open();
    await newConfirmedStudent(e2e, other.page);
    await bookViaApi(other.page, classId);
    await payAndSee(page, 'Esta clase está completa.', 'This class has been fully booked.');
  });

  it('already booked (from another tab): "Ya has reservado esta clase."', async () => {
    const { classId } = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
    const page = await spanishPage();
    await newConfirmedStudent(e2e, page, SPANISH_ACCOUNT);
    await toClassPayment(page, classId);
    await bookViaApi(page, classId);
    await payAndSee(page, 'Ya has reservado esta clase.', 'You have already booked this class.');
  });

  it('the class started meanwhile: "La clase ya no está disponible."', async () => {
    const { classId } = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
    const page = await spanishPage();
    await newConfirmedStudent(e2e, page, SPANISH_ACCOUNT);
    await toClassPayment(page, classId);
    await db()
      .update(groupClasses)
      .set({ start_time: new Date(Date.now() - 5 * MINUTE_MS), end_time: new Date(Date.now() + HOUR_MS) })
      .where(eq(groupClasses.id, classId));
    await payAndSee(page, 'La clase ya no está disponible.', 'Class is no longer available.');
  });

  it('the class was cancelled meanwhile: "Esta clase ha sido cancelada."', async () => {
    const { classId } = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
    const page = await spanishPage();
    await newConfirmedStudent(e2e, page, SPANISH_ACCOUNT);
    await toClassPayment(page, classId);
    await db().update(groupClasses).set({ status: 'CANCELLED' }).where(eq(groupClasses.id, classId));
    await payAndSee(page, 'Esta clase ha sido cancelada.', 'This class has been canceled.');
  });

  it('another class at the same time booked meanwhile: "Este horario está ocupado por otra de tus clases."', async () => {
    const { classId } = await demoTeacherClass(e2e, { startsIn: 4 * DAY_MS });
    const { classId: sameTime } = await demoTeacherClass(e2e, { startsIn: 4 * DAY_MS });
    const page = await spanishPage();
    await newConfirmedStudent(e2e, page, SPANISH_ACCOUNT);
    await toClassPayment(page, classId);
    await bookViaApi(page, sameTime);
    await payAndSee(page, 'Este horario está ocupado por otra de tus clases.', 'This time slot was occupied by your class.');
  });

  it('the wallet emptied meanwhile: "El saldo de tu monedero no alcanza para esta reserva."', async () => {
    const { classId } = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
    const page = await spanishPage();
    const { userId } = await newConfirmedStudent(e2e, page, SPANISH_ACCOUNT);
    await toClassPayment(page, classId);
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
    await payAndSee(
      page,
      'El saldo de tu monedero no alcanza para esta reserva.',
      'Your wallet balance is too low for this class. Please top up first.',
    );
  });

  it('the email must be confirmed again: "Confirma tu correo electrónico antes de reservar una clase."', async () => {
    const { classId } = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
    const page = await spanishPage();
    const { userId } = await newConfirmedStudent(e2e, page, SPANISH_ACCOUNT);
    await toClassPayment(page, classId);
    await db().update(users).set({ is_confirm_email: false, register_status: 1 }).where(eq(users.user_id, userId));
    await payAndSee(
      page,
      'Confirma tu correo electrónico antes de reservar una clase.',
      'Please confirm your email address before booking a class.',
    );
  });

  // Her own course still answers CantBookBySelf in Spanish (below); her own class page is now her view, not a refused Book.
  it("the teacher's own class: her own view, in Spanish, instead of a refused Book button (issue 14)", async () => {
    const { classId } = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
    const page = await spanishPage();
    await signInAsSpanishTeacher(page);
    await page.goto(`/group-class-online/class/${classId}`);
    await page.getByText('Tú impartes esta clase').first().waitFor();
    expect(await page.getByTestId('book-panel').count()).toBe(0);
    expect(await page.getByText('You teach this class').count()).toBe(0);
  });

  it('drop too late (the class moved within 24 h after the page loaded): the Spanish rule', async () => {
    const { classId } = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
    const page = await spanishPage();
    await newConfirmedStudent(e2e, page, SPANISH_ACCOUNT);
    await bookViaApi(page, classId);
    await page.goto(`/group-class-online/class/${classId}`);
    const drop = page.getByRole('button', { name: 'Abandonar la clase' }).first();
    await drop.waitFor();
    await db()
      .update(groupClasses)
      .set({ start_time: new Date(Date.now() + 2 * HOUR_MS), end_time: new Date(Date.now() + 3 * HOUR_MS) })
      .where(eq(groupClasses.id, classId));
    await drop.click();
    await page.getByRole('dialog', { name: '¿Abandonar esta clase?' }).getByRole('button', { name: 'Abandonar la clase' }).click();
    await page.getByText('Las clases solo se pueden abandonar más de 24 horas antes de que empiecen.').first().waitFor();
    expect(await page.getByText('Classes can only be dropped more than 24 hours before they start.').count()).toBe(0);
  });

  async function courseHandOff(page: Page, courseId: number): Promise<void> {
    const detail = ((await apiGet(page, `/v3/group_class/courses/${courseId}`)) as { data: CourseDetail }).data;
    const record = buildCourseBookingHandOff({
      course: detail.group_course,
      teacher: { ...detail.teacher_info, im_account: String(detail.teacher_info.user_id) },
    });
    await page.goto('/group-class');
    await page.evaluate(
      ([key, value]) => {
        sessionStorage.setItem(key, value);
      },
      [BOOKING_HAND_OFF_SESSION_KEY, JSON.stringify(record)] as const,
    );
    await page.goto('/payment');
    await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
    await page.getByTestId('payment-price').waitFor();
  }

  async function demoCourse(options: { maxSpots?: number; startsIn?: number } = {}) {
    const teacherId = await userIdOf(e2e, 'teacher@demo.test');
    const topicId = await makeCourseTopic(db(), { teacherId, now: Date.now() });
    return makeCourse(db(), {
      teacherId,
      topicId,
      now: Date.now(),
      startsIn: options.startsIn ?? 7 * DAY_MS,
      maxSpots: options.maxSpots ?? 4,
    });
  }

  it('a course filled up after the page loaded: "Esta clase está completa."', async () => {
    const { courseId } = await demoCourse({ maxSpots: 1 });
    const page = await spanishPage();
    await newConfirmedStudent(e2e, page, { ...SPANISH_ACCOUNT, credit: 100_000 });
    await courseHandOff(page, courseId);
    const other = await e2e.open();
    await newConfirmedStudent(e2e, other.page, { credit: 100_000 });
    expect((await apiPost(other.page, `/v3/group_class/courses/${courseId}/actions/BOOK`, {})).status).toBe(200);
    await payAndSee(page, 'Esta clase está completa.', 'This class has been fully booked.');
  });

  it('the teacher\'s own course: "Lo sentimos, no puedes reservar un curso contigo mismo."', async () => {
    const { courseId } = await demoCourse();
    const page = await spanishPage();
    await signInAsSpanishTeacher(page);
    await courseHandOff(page, courseId);
    await page.getByText('Lo sentimos, no puedes reservar un curso contigo mismo.').first().waitFor();
    expect(await page.getByText('Sorry, you can not book a course with yourself.').count()).toBe(0);
  });

  it('cancel a course spot too late (the course moved within 24 h after the page loaded): the Spanish rule', async () => {
    const { courseId, classIds } = await demoCourse();
    const page = await spanishPage();
    await newConfirmedStudent(e2e, page, { ...SPANISH_ACCOUNT, credit: 100_000 });
    const booked = await apiPost(page, `/v3/group_class/courses/${courseId}/actions/BOOK`, {});
    expect(booked.status).toBe(200);
    const orderId = (booked.body as { data: { order: { order_id: number } } }).data.order.order_id;
    await page.goto(`/group-course/order/${orderId}`);
    const cancel = page.getByRole('button', { name: 'Cancelar mi plaza' });
    await cancel.waitFor();
    const start = Date.now() + 2 * HOUR_MS;
    await db()
      .update(courses)
      .set({ start_time: new Date(start) })
      .where(eq(courses.id, courseId));
    for (const [i, id] of classIds.entries()) {
      await db()
        .update(groupClasses)
        .set({ start_time: new Date(start + i * 7 * DAY_MS), end_time: new Date(start + i * 7 * DAY_MS + HOUR_MS) })
        .where(eq(groupClasses.id, id));
    }
    await cancel.click();
    await page.getByRole('dialog', { name: '¿Cancelar tu plaza?' }).getByRole('button', { name: 'Sí, cancelar mi plaza' }).click();
    await page.getByText('Las plazas de un curso solo se pueden cancelar más de 24 horas antes de que empiece.').first().waitFor();
    expect(await page.getByText('Course spots can only be canceled more than 24 hours before the course starts.').count()).toBe(0);
  });
});
