import { defineEndpoint } from '../contract/endpoint';
import {
  PagedClassesResponseSchema,
  PagedCoursesResponseSchema,
  TeacherGroupClassStatisticsResponseSchema,
  TeacherGroupClassesQuerySchema,
  TeacherGroupCoursesQuerySchema,
  GroupClassTeacherIdParamSchema,
} from '../schemas/group-class-search';

export const getTeacherGroupClasses = defineEndpoint({
  method: 'GET',
  path: '/v2/teacher/group_classes',
  access: 'optional-user',
  errors: ['NotFound'],
  summary:
    "A teacher's bookable-looking classes for the teacher group-class page (001 §2.2), soonest first; group_by_topic=1 gives one per topic. " +
    'Filters: language, levels (comma-joined codes), weekdays, daytime (slots 0..5) in user_timezone, price. 404 for an unknown teacher.',
  query: TeacherGroupClassesQuerySchema,
  response: PagedClassesResponseSchema,
});

export const getTeacherGroupCourses = defineEndpoint({
  method: 'GET',
  path: '/v2/teacher/group_class_courses',
  access: 'optional-user',
  errors: ['NotFound'],
  summary: "A teacher's upcoming courses, soonest first; empty while the course-entry toggle is off. 404 for an unknown teacher.",
  query: TeacherGroupCoursesQuerySchema,
  response: PagedCoursesResponseSchema,
});

export const getTeacherGroupClassStatistics = defineEndpoint({
  method: 'GET',
  path: '/v2/teacher/:id/group_class_statistics',
  access: 'public',
  errors: ['NotFound'],
  summary:
    'The teacher page header (001 §2.2): scheduled_distinct_student_count (students attended), completed_class_count, topic_count, ' +
    "and languages (teacherGcFilterItems: the languages of the teacher's topics). 404 for an unknown teacher.",
  params: GroupClassTeacherIdParamSchema,
  response: TeacherGroupClassStatisticsResponseSchema,
});
