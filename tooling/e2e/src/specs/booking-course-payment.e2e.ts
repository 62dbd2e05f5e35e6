import type { CourseDetail } from '@app/api';
import { BOOKING_HAND_OFF_SESSION_KEY, buildCourseBookingHandOff, DAY_MS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { courses, featureToggles } from '@app/server/testing/tables';
import { a11yViolations } from '../harness/axe';
import { apiGet, demoTeacherClass, newConfirmedStudent, walletBalance } from '../harness/booking-data';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot } from '../harness/pages';

const e2e = useE2e();

describe('payment of a course, and the group-class page gate (000 §4, 001 §2.4)', () => {
  it('pays price x class_amount for a course hand-off, lists its classes, and opens the course order page', async () => {
    const open = (await e2e.server.database.db.select().from(courses))
      .filter((c) => (c.status === 'Upcoming' || c.status === 'ReadyForSchedule') && c.start_time.getTime() > Date.now() + 2 * DAY_MS)
      .sort((a, b) => a.start_time.getTime() - b.start_time.getTime());
    const { page, outsideRequests, pageErrors } = await e2e.open();
    await newConfirmedStudent(e2e, page, { credit: 100_000 });
    const before = await walletBalance(page);

    let detail: CourseDetail | undefined;
    for (const course of open) {
      const answer = (await apiGet(page, `/v3/group_class/courses/${course.id}`)) as { data: CourseDetail };
      if (answer.data.group_course.course_students.length < answer.data.group_course.max_spots) {
        detail = answer.data;
        break;
      }
    }
    if (!detail) throw new Error('the demo has no open course with room');
    const course = detail.group_course;
    // What the course page's Join Group click stores (the course page is another engineer's).
    const record = buildCourseBookingHandOff({
      course,
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

    await page.getByRole('heading', { name: course.title }).waitFor();
    const total = `$${((course.price * course.class_amount) / 100).toFixed(2)}`;
    expect(await page.getByTestId('payment-price').textContent()).toBe(total);
    expect(await page.getByText(`${course.class_amount} classes`).count()).toBeGreaterThan(0);
    expect(await page.locator('ol > li').count()).toBe(course.outlines.filter((o) => o.status !== 'CANCELLED').length);
    for (const viewport of ['desktop', 'phone'] as const) {
      await page.setViewportSize(viewport === 'phone' ? { width: 375, height: 812 } : { width: 1280, height: 900 });
      await saveScreenshot(page, `booking-payment-course-${viewport}`);
      expect(await a11yViolations(page)).toEqual([]);
    }
    await page.getByRole('button', { name: `Pay ${total}` }).click();
    await page.waitForURL(/\/group-course\/order\/\d+\?bookingSuccess=1$/);
    expect(await walletBalance(page)).toBe(before - course.price * course.class_amount);
    // The record is spent: coming back to /payment offers nothing to pay.
    await page.goto('/payment');
    await page.getByTestId('nothing-to-pay').waitFor();
    expect(outsideRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('the class page: toggle OFF shows the no-permission screen; an unsupported language on a course class shows not-found', async () => {
    const { classId } = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
    const [courseClass] = (await e2e.server.database.db.select().from(courses)).slice(0, 1);
    if (!courseClass) throw new Error('no course');
    const { page, pageErrors } = await e2e.open();

    const outlines = ((await apiGet(page, `/v3/group_class/courses/${courseClass.id}`)) as { data: CourseDetail }).data.group_course
      .outlines;
    const courseClassId = outlines[0]?.group_class_id;
    await page.goto(`/group-class-online/class/${courseClassId ?? 0}?language=klingon`);
    await page.locator('[data-screen="not-found"]').waitFor();
    // Without the language parameter (step 2 of the gate) the same class shows, with its course block.
    await page.goto(`/group-class-online/class/${courseClassId ?? 0}`);
    await page.getByTestId('course-block').waitFor();

    const db = e2e.server.database.db;
    await db
      .insert(featureToggles)
      .values({ name: 'group_class_student_toggle', enabled: false })
      .onConflictDoUpdate({ target: featureToggles.name, set: { enabled: false } });
    try {
      await page.goto(`/group-class-online/class/${classId}`);
      await page.locator('[data-screen="no-permission"]').waitFor();
      await saveScreenshot(page, 'booking-class-no-permission-desktop');
      expect(await a11yViolations(page)).toEqual([]);
    } finally {
      await db
        .insert(featureToggles)
        .values({ name: 'group_class_student_toggle', enabled: true })
        .onConflictDoUpdate({ target: featureToggles.name, set: { enabled: true } });
    }
    expect(pageErrors).toEqual([]);
  });
});
