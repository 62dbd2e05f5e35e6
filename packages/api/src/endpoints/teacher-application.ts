import { defineEndpoint, maxBodyBytesForText } from '../contract/endpoint';
import {
  AdminTeacherApplicationsQuerySchema,
  AdminTeacherApplicationsResponseSchema,
  DeclineTeacherApplicationBodySchema,
  MyTeacherApplicationResponseSchema,
  TeacherApplicationBodySchema,
  TeacherApplicationIdParamSchema,
  TeacherApplicationResponseSchema,
} from '../schemas/teacher-application';
import { DECLINE_REASON_MAX_LENGTH, TEACHER_ABOUT_MAX_LENGTH } from '@app/domain';

export const getMyTeacherApplication = defineEndpoint({
  method: 'GET',
  path: '/v1/teaching/application',
  access: 'user',
  summary:
    "The signed-in user's latest teacher application (null before the first), whether they may apply now (reapply_at after a decline), and the languages and countries the form offers.",
  response: MyTeacherApplicationResponseSchema,
});

export const submitTeacherApplication = defineEndpoint({
  method: 'POST',
  path: '/v1/teaching/application',
  access: 'user',
  errors: ['AlreadyATeacher', 'TeacherApplicationPending', 'ReapplyTooSoon'],
  summary:
    'Apply to teach: languages taught with level (C1, C2 or native), about, signature, country, trial and regular hourly prices (USD cents), an optional YouTube or Vimeo link. Waits for staff review; 409 when already a teacher, pending, or declined less than 7 days ago.',
  body: TeacherApplicationBodySchema,
  response: TeacherApplicationResponseSchema,
  maxBodyBytes: maxBodyBytesForText(TEACHER_ABOUT_MAX_LENGTH),
});

export const getAdminTeacherApplications = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/teacher-applications',
  access: 'admin',
  summary: 'Staff only (404 to anyone else): teacher applications of one status (PENDING by default), oldest first, at most 100.',
  query: AdminTeacherApplicationsQuerySchema,
  response: AdminTeacherApplicationsResponseSchema,
});

export const approveTeacherApplication = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/teacher-applications/:id/approve',
  access: 'admin',
  errors: ['ApplicationNotPending'],
  summary:
    'Staff only (404 to anyone else): approve a pending application. The applicant becomes a TEACHER with a public profile and a place in teacher search. 409 when already reviewed.',
  params: TeacherApplicationIdParamSchema,
  response: TeacherApplicationResponseSchema,
});

export const declineTeacherApplication = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/teacher-applications/:id/decline',
  access: 'admin',
  errors: ['ApplicationNotPending'],
  summary:
    'Staff only (404 to anyone else): decline a pending application with a reason (10-1000 characters) the applicant reads. 409 when already reviewed.',
  params: TeacherApplicationIdParamSchema,
  body: DeclineTeacherApplicationBodySchema,
  response: TeacherApplicationResponseSchema,
  maxBodyBytes: maxBodyBytesForText(DECLINE_REASON_MAX_LENGTH),
});
