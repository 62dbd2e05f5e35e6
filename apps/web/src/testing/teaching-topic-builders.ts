import type { TeachingTopic, TopicFormOptions } from '@app/api';

export const TOPIC_FORM_OPTIONS: TopicFormOptions = {
  languages: ['english', 'spanish'],
  categories: [
    { code: 'CA001', tags: ['Conversation', 'Pronunciation', 'Grammar'] },
    { code: 'CA002', tags: ['Interviews', 'Meetings'] },
    { code: 'CA004', tags: ['Kids'] },
  ],
};

/** A published topic of the teacher, nothing booked, one PDF. */
export function makeTeachingTopic(over: Partial<TeachingTopic> = {}): TeachingTopic {
  return {
    id: 5_101,
    title: 'Job interviews in English',
    description: 'Answer the classic interview questions with confidence, then practise them in pairs with feedback.',
    outcomes: ['Describe your strengths', 'Answer "why should we hire you?"'],
    language: 'english',
    language_level: 4,
    category: 'CA002',
    tag: 'Interviews',
    duration: 60,
    student_capacity: 6,
    price: 1_500,
    status: 'APPROVE',
    intro_cover: '/api/assets/covers/5101.svg',
    has_uploaded_cover: false,
    created_at: '2026-11-20T10:00:00.000Z',
    materials: [
      {
        id: 1,
        file_name: 'Interview questions.pdf',
        content_type: 'application/pdf',
        byte_size: 482_133,
        file_url: '/api/v1/teaching/topics/5101/materials/1',
      },
    ],
    upcoming_classes: 3,
    booked_classes: 0,
    max_booked: 0,
    ...over,
  };
}
