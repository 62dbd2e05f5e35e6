import { DAY_MS } from '@app/domain';
import { makeCourse, makeCourseTopic } from '@app/server/testing/course-fixtures';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type A11yViolation, a11yViolations } from './axe';
import { bookDemoTeacherClass, demoTeacherClass, userIdOf } from './booking-data';
import { watchConsole } from './console-watch';
import type { E2eContext } from './e2e-suite';
import { signInAs, type ViewportName } from './pages';

export interface Walk {
  readonly as: string | null;
  readonly paths: readonly string[];
}

/** Loaded: the page's reads answered and no skeleton left (a half-drawn page hides what axe should see). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

/**
 * Every page of the walk at one width: the axe violations of each, of any impact (empty pages left
 * out). On the way, no page may log a console error or warning (issue 17 item 11) or throw; an
 * expected 4xx (the 404 page, a visitor's session read) logs Chromium's own network line, which is
 * not the application's.
 */
export async function walkAll(e2e: E2eContext, viewport: ViewportName, walks: readonly Walk[]) {
  const found: { path: string; as: string | null; violations: A11yViolation[] }[] = [];
  for (const { as, paths } of walks) {
    const { page, pageErrors } = await e2e.open({ viewport });
    const messages = watchConsole(page, { ignoreFailedLoads: true });
    if (as) await signInAs(page, as);
    for (const path of paths) {
      const response = await page.goto(path);
      expect({ path, status: response?.status() }).toEqual({ path, status: path.startsWith('/no-such') ? 404 : 200 });
      await settled(page);
      const violations = await a11yViolations(page);
      if (violations.length > 0) found.push({ path, as, violations });
    }
    expect({ as, messages, pageErrors }).toEqual({ as, messages: [], pageErrors: [] });
  }
  return found;
}

/**
 * Issue 17: "axe on every page at both widths with no violation of any impact". Every route of the
 * app (apps/web/src/app/router.tsx), as the visitor, student, teacher, applicant or staff member
 * who uses it. Made once per server: the student books one of its classes.
 */
export async function everyPage(e2e: E2eContext): Promise<Walk[]> {
  const db = e2e.server.database.db;
  const made = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
  const courseTopic = await makeCourseTopic(db, { teacherId: made.teacherId, now: Date.now() });
  await makeCourse(db, { teacherId: made.teacherId, topicId: courseTopic, now: Date.now(), startsIn: 10 * DAY_MS });
  const studentId = await userIdOf(e2e, 'student@demo.test');
  const student = await e2e.open();
  await signInAs(student.page, 'student@demo.test');
  await student.page.goto('/my-classes');
  const booked = await bookDemoTeacherClass(e2e, student.page, { startsIn: 4 * DAY_MS });
  await student.page.goto('/blog');
  const post = (await student.page.locator('main a[href^="/blog/"]').first().getAttribute('href')) ?? '';
  expect(post).toMatch(/^\/blog\/[a-z0-9-]+$/);

  return [
    {
      as: null,
      paths: [
        '/group-class',
        '/group-class/english',
        `/group-class/teacher/${made.teacherId}/english`,
        `/group-class-online/topic/${made.topicId}`,
        `/group-class-online/class/${made.classId}?classID=${made.classId}`,
        `/group-course/${courseTopic}`,
        '/teachers/english',
        '/instant-lessons/english',
        `/teacher/${made.teacherId}/english`,
        '/blog',
        post,
        '/en/learn/english',
        '/en/signup',
        '/signin',
        '/signup',
        '/forgot-password',
        '/reset-password?token=not-a-token',
        '/unsubscribe?token=not-a-token',
        '/no-such-page',
      ],
    },
    {
      as: 'student@demo.test',
      paths: [
        '/my-classes',
        `/group-class-online/class/${booked.classId}?classID=${booked.classId}`,
        '/wallet',
        '/favourites',
        '/settings',
        '/conversations',
        `/conversation/${made.teacherId}`,
        `/booking/lesson?teacher_id=${made.teacherId}&language=english`,
        `/user/${studentId}`,
        `/video-room/${booked.classId}`,
      ],
    },
    { as: 'fresh@demo.test', paths: ['/my-classes', '/teachers/english', '/wallet', '/favourites'] },
    {
      as: 'teacher@demo.test',
      paths: [
        '/teaching',
        '/teaching/schedule',
        '/teaching/availability',
        '/teaching/courses/new',
        '/teaching/earnings',
        '/teaching/topics',
        '/teaching/topics/new',
        `/teaching/topics/${made.topicId}/edit`,
        `/group-class-online/class/${booked.classId}?classID=${booked.classId}`,
      ],
    },
    { as: 'applicant@demo.test', paths: ['/teaching/apply'] },
    { as: 'admin@demo.test', paths: ['/admin/report', '/admin/teachers', '/admin/gift-codes', '/dev/outbox'] },
  ];
}
