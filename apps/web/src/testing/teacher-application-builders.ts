import type { AdminTeacherApplication, MyTeacherApplicationResponse, TeacherApplicationView } from '@app/api';

/** The form's choices as the server lists them. */
export function makeApplicationOptions(): MyTeacherApplicationResponse['data']['options'] {
  return {
    languages: [
      { code: 'english', name: 'English' },
      { code: 'italian', name: 'Italian' },
      { code: 'spanish', name: 'Spanish' },
    ],
    countries: [
      { code: 'IT', name: 'Italy' },
      { code: 'MX', name: 'Mexico' },
      { code: 'ES', name: 'Spain' },
    ],
  };
}

/** A pending application (Giulia's, as the demo has it), with overrides. */
export function makeTeacherApplication(overrides: Partial<TeacherApplicationView> = {}): TeacherApplicationView {
  return {
    id: 1,
    user_id: 10_200,
    status: 'PENDING',
    languages: [
      { language: 'italian', level: 7 },
      { language: 'english', level: 5 },
    ],
    about:
      'Ciao! I grew up in Bologna and taught Italian for three years at a language school for adults before moving online. My lessons are conversation first.',
    signature: 'Conversational Italian from Bologna, with a smile',
    country: 'IT',
    trial_price: 700,
    regular_price: 2200,
    video_url: 'https://www.youtube.com/watch?v=giulia-intro',
    decline_reason: null,
    submitted_at: '2026-11-24T09:00:00.000Z',
    reviewed_at: null,
    ...overrides,
  };
}

export function makeAdminTeacherApplication(overrides: Partial<AdminTeacherApplication> = {}): AdminTeacherApplication {
  return {
    ...makeTeacherApplication(),
    applicant: { nickname: 'Giulia R.', email: 'applicant@demo.test', avatar_file_name: null },
    ...overrides,
  };
}
