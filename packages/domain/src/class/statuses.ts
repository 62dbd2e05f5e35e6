/** 000 §4: "Class statuses: READY_FOR_SCHEDULE, UPCOMING, CANCELLED. Other class statuses exist; they are not shown." We add FINISHED for a class past its end. */
export const CLASS_STATUSES = ['READY_FOR_SCHEDULE', 'UPCOMING', 'CANCELLED', 'FINISHED'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

/** 000 §4: "Class student statuses: SCHEDULED, CONFIRMED, CANCELLED, PROBLEM." */
export const CLASS_STUDENT_STATUSES = ['SCHEDULED', 'CONFIRMED', 'CANCELLED', 'PROBLEM'] as const;
export type ClassStudentStatus = (typeof CLASS_STUDENT_STATUSES)[number];

/** 000 §3: "update_by (a user id, or AUTO or ADMIN)". */
export type UpdateBy = number | string;
