import { teachingApplyPath, teachingPath, webUrl } from '@app/api';
import { REAPPLY_COOL_DOWN_MS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema-accounts';
import { teacherApplications } from '../db/schema-teacher-applications';
import type { EventOf } from '../outbox/domain-events';
import { defineHandler } from '../outbox/event-handler';
import { queueMail } from './queue-mail';
import { renderTeacherApplicationReviewedMail } from './templates/teacher-application-reviewed';

/** Tells the applicant staff's decision on their application to teach, in their language, zone and clock. */
export const teacherApplicationMailHandler = defineHandler({
  name: 'teacher-application-mail',
  types: ['TeacherApproved', 'TeacherApplicationDeclined'],
  async handle(event: EventOf<'TeacherApproved' | 'TeacherApplicationDeclined'>, { tx, now, publicUrl }) {
    const [row] = await tx
      .select({
        email: users.email,
        nickname: users.nickname,
        locale: users.locale,
        zone: users.timezone_iana,
        isAm: users.is_am,
        reason: teacherApplications.decline_reason,
        reviewedAt: teacherApplications.reviewed_at,
      })
      .from(teacherApplications)
      .innerJoin(users, eq(users.user_id, teacherApplications.user_id))
      .where(eq(teacherApplications.id, event.applicationId));
    // A deleted account has no address to write to.
    if (!row) return;
    const reader = { nickname: row.nickname, locale: row.locale, zone: row.zone, isAm: row.isAm === 1 };
    const mail =
      event.type === 'TeacherApproved'
        ? renderTeacherApplicationReviewedMail({ outcome: 'approved', reader, link: webUrl(publicUrl, teachingPath()) })
        : renderTeacherApplicationReviewedMail({
            outcome: 'declined',
            reader,
            reason: row.reason ?? '',
            reapplyAt: (row.reviewedAt?.getTime() ?? now) + REAPPLY_COOL_DOWN_MS,
            link: webUrl(publicUrl, teachingApplyPath()),
          });
    await queueMail(tx, { to: row.email, mail, now });
  },
});
