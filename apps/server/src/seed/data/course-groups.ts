import type { CourseTemplate } from './topics';
import type { TeacherProfile } from './teachers';

// -----------------------------------------------------------------------------------------------
// Course groups: which teacher runs which course, and the state of each group.
// -----------------------------------------------------------------------------------------------

export type GroupSpec = ({ day: number; hour: number } | { startIn: number }) & {
  seats: number | 'full';
  min?: number;
  max?: number;
  cancel?: 'AUTO' | 'ADMIN' | 'teacher';
  /** Emma (the demo student) holds a seat: booked, or cancelled by herself. */
  demo?: 'booked' | 'self-cancel';
  problem?: boolean;
  dropOne?: boolean;
};

export interface CourseTopicSpec {
  readonly template: CourseTemplate['key'];
  readonly teacher: TeacherProfile['slug'];
  readonly language: string;
  readonly groups: readonly GroupSpec[];
}

export const COURSE_TOPICS: readonly CourseTopicSpec[] = [
  // Emma's courses: upcoming (can cancel her spot), ongoing, completed, cancelled by herself, auto-cancelled.
  {
    template: 'dele-sprint',
    teacher: 'lucia-fernandez',
    language: 'spanish',
    groups: [
      { day: 4, hour: 19, seats: 3, demo: 'booked' },
      { day: 18, hour: 18, seats: 'full' },
    ],
  },
  {
    template: 'confident-conversation',
    teacher: 'javier-morales',
    language: 'spanish',
    groups: [
      { day: -8, hour: 13, seats: 4, demo: 'booked' },
      { day: 10, hour: 19, seats: 2, dropOne: true },
    ],
  },
  {
    template: 'first-trip',
    teacher: 'valentina-rios',
    language: 'spanish',
    groups: [
      { day: -40, hour: 12, seats: 4, demo: 'booked', problem: true },
      { startIn: 20, seats: 1, min: 3, cancel: 'AUTO', demo: 'booked' },
      { day: 9, hour: 11, seats: 0 },
    ],
  },
  {
    template: 'interview-bootcamp',
    teacher: 'carmen-ortega',
    language: 'spanish',
    groups: [{ day: 6, hour: 18, seats: 3, demo: 'self-cancel' }],
  },
  // Due for the auto-cancel sweep: within 25 h of the start with fewer than min_spots.
  {
    template: 'confident-conversation',
    teacher: 'sarah-oconnor',
    language: 'english',
    groups: [
      { startIn: 23, seats: 1, min: 3 },
      { day: 12, hour: 19, seats: 5 },
    ],
  },
  {
    template: 'meetings-course',
    teacher: 'jonas-becker',
    language: 'german',
    groups: [
      { startIn: 25, seats: 0, min: 2 },
      { day: -15, hour: 9, seats: 5 },
    ],
  },
  {
    template: 'pronunciation-workshop',
    teacher: 'michael-nguyen',
    language: 'english',
    groups: [
      { startIn: 24, seats: 1, min: 3 },
      { day: 5, hour: 17, seats: 2 },
    ],
  },
  // Everything else a course list can show.
  {
    template: 'interview-bootcamp',
    teacher: 'thabo-mokoena',
    language: 'english',
    groups: [
      { day: 3, hour: 18, seats: 'full' },
      { day: -30, hour: 18, seats: 6 },
    ],
  },
  {
    template: 'meetings-course',
    teacher: 'emily-carter',
    language: 'english',
    groups: [
      { day: 7, hour: 8, seats: 4 },
      { day: 2, hour: 12, seats: 2, cancel: 'teacher' },
    ],
  },
  {
    template: 'exam-sprint',
    teacher: 'james-whitfield',
    language: 'english',
    groups: [
      { day: 5, hour: 10, seats: 5 },
      { day: -20, hour: 10, seats: 6 },
    ],
  },
  { template: 'kids-adventure', teacher: 'olivia-bennett', language: 'english', groups: [{ day: 6, hour: 16, seats: 2 }] },
  {
    template: 'kids-adventure',
    teacher: 'diego-hernandez',
    language: 'spanish',
    groups: [
      { day: 8, hour: 16, seats: 3 },
      { day: -22, hour: 16, seats: 4 },
    ],
  },
  {
    template: 'first-trip',
    teacher: 'giulia-romano',
    language: 'italian',
    groups: [
      { day: 3, hour: 18, seats: 2 },
      { day: -3, hour: 18, seats: 1, cancel: 'ADMIN' },
    ],
  },
  { template: 'first-trip', teacher: 'haruto-sato', language: 'japanese', groups: [{ day: 11, hour: 20, seats: 1 }] },
  { template: 'confident-conversation', teacher: 'antoine-lefevre', language: 'french', groups: [{ day: 4, hour: 19, seats: 3 }] },
  {
    template: 'grammar-foundations',
    teacher: 'anna-gruber',
    language: 'german',
    groups: [
      { day: 2, hour: 9, seats: 4 },
      { startIn: 26, seats: 1, min: 3 },
    ],
  },
  { template: 'grammar-foundations', teacher: 'olga-ivanova', language: 'russian', groups: [{ day: 13, hour: 10, seats: 0 }] },
  {
    template: 'grammar-foundations',
    teacher: 'li-wei',
    language: 'chinese',
    groups: [
      { day: -10, hour: 20, seats: 3 },
      { day: 15, hour: 20, seats: 1 },
    ],
  },
  { template: 'pronunciation-workshop', teacher: 'camille-dubois', language: 'french', groups: [{ day: 6, hour: 12, seats: 5 }] },
];
