/** 000 §4: "Course statuses: ReadyForSchedule (label Scheduled), Upcoming, Ongoing, Completed, Cancelled, Terminated, and an approved state used for sharing." */
export const COURSE_STATUSES = ['ReadyForSchedule', 'Upcoming', 'Ongoing', 'Completed', 'Cancelled', 'Terminated', 'Approved'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** 000 §4: "Course student statuses: Scheduled, Confirmed, Cancelled, Problem and others." */
export const COURSE_STUDENT_STATUSES = ['Scheduled', 'Confirmed', 'Cancelled', 'Problem'] as const;
export type CourseStudentStatus = (typeof COURSE_STUDENT_STATUSES)[number];
