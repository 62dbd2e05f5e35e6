import { FEEDBACK_MAX_LENGTH } from '@app/domain';
import { defineEndpoint, maxBodyBytesForText } from '../contract/endpoint';
import {
  AmountResponseSchema,
  AvailableClassesQuerySchema,
  CategoryWithTagsQuerySchema,
  CategoryWithTagsResponseSchema,
  CourseAmountQuerySchema,
  CourseListQuerySchema,
  FeatureToggleResponseSchema,
  FeedbackRequestSchema,
  FeedbackResponseSchema,
  GroupClassAmountQuerySchema,
  GroupClassListQuerySchema,
  GroupClassSearchListSchema,
  GroupCourseSearchListSchema,
  PagedClassesResponseSchema,
  RecommendClassesQuerySchema,
  RecommendClassesResponseSchema,
  SearchHistoryResponseSchema,
  SearchHistoryWordSchema,
  UserProfileListResponseSchema,
  UserProfileResponseSchema,
  UserProfilesQuerySchema,
  TeacherProfileParamSchema,
} from '../schemas/group-class-search';

export const searchGroupClasses = defineEndpoint({
  method: 'GET',
  path: '/v3/group_class/group_classes',
  access: 'optional-user',
  errors: ['GC883'],
  summary:
    'Bookable-looking group classes (not cancelled, not started, not part of a course), soonest first. With group_by_topic=1 one card per topic: its next class. ' +
    'Body is the list; X-Has-Next says whether there is more. A keyword over 200 characters is a 400 GC883.',
  query: GroupClassListQuerySchema,
  response: GroupClassSearchListSchema,
  paging: 'header',
});

export const countGroupClasses = defineEndpoint({
  method: 'GET',
  path: '/v3/group_class/group_classes_amount',
  access: 'optional-user',
  errors: ['GC883'],
  summary: 'How many cards the class search lists for these filters (topics with group_by_topic=1, classes otherwise).',
  query: GroupClassAmountQuerySchema,
  response: AmountResponseSchema,
});

export const searchCourses = defineEndpoint({
  method: 'GET',
  path: '/v3/group_class/courses/',
  access: 'optional-user',
  errors: ['GC883'],
  summary:
    "Upcoming group courses (ReadyForSchedule or Upcoming, first class not started), soonest first; with group_by_topic=1 one card per course topic; topic_id lists one topic's groups. " +
    'Empty while the course-entry toggle is off. Body is the list; X-Has-Next says whether there is more.',
  query: CourseListQuerySchema,
  response: GroupCourseSearchListSchema,
  paging: 'header',
});

export const countCourses = defineEndpoint({
  method: 'GET',
  path: '/v3/group_class/courses_amount',
  access: 'optional-user',
  errors: ['GC883'],
  summary: 'How many course cards the course search lists for these filters; 0 while the course-entry toggle is off.',
  query: CourseAmountQuerySchema,
  response: AmountResponseSchema,
});

export const getCategoryWithTags = defineEndpoint({
  method: 'GET',
  path: '/v3/group_class/category_with_tags',
  access: 'optional-user',
  errors: ['GC883'],
  summary:
    'The category filter: [categoryCode, ...tags] entries in catalogue order. Tags are those with a listed class or course for the filters; ' +
    'fetch_type=all lists every category, otherwise only categories with one.',
  query: CategoryWithTagsQuerySchema,
  response: CategoryWithTagsResponseSchema,
});

export const getRecommendedClasses = defineEndpoint({
  method: 'GET',
  path: '/v2/group_class/group_classes/recommend_classes',
  access: 'optional-user',
  summary:
    "Up to num bookable classes, one per topic. With student_has_record=1 and a booking record: classes like the student's past bookings (basis history); " +
    'otherwise the most-booked upcoming topics (basis popular).',
  query: RecommendClassesQuerySchema,
  response: RecommendClassesResponseSchema,
});

export const getAvailableClasses = defineEndpoint({
  method: 'GET',
  path: '/v2/group_class/group_classes/available_classes',
  access: 'optional-user',
  errors: ['NotFound'],
  summary: 'The upcoming, not cancelled classes of a topic (000 §7), soonest first, with their live seats; 404 for an unknown topic.',
  query: AvailableClassesQuerySchema,
  response: PagedClassesResponseSchema,
});

export const getUserProfiles = defineEndpoint({
  method: 'GET',
  path: '/v3/users/profiles',
  access: 'public',
  summary: 'user_id, nickname and avatar_file_name of up to 100 users, in the order asked; unknown ids are left out. Body is the list.',
  query: UserProfilesQuerySchema,
  response: UserProfileListResponseSchema,
});

export const getUserProfile = defineEndpoint({
  method: 'GET',
  path: '/v3/users/profiles/:teacher_id',
  access: 'public',
  errors: ['NotFound'],
  summary: "One user's public profile: nickname, avatar_file_name, origin_country_id, user_id; 404 when unknown.",
  params: TeacherProfileParamSchema,
  response: UserProfileResponseSchema,
});

export const getSearchHistory = defineEndpoint({
  method: 'GET',
  path: '/v3/group_class/search/history',
  access: 'user',
  summary: "The signed-in user's keyword history: newest first, without repeats, at most 20.",
  response: SearchHistoryResponseSchema,
});

export const saveSearchHistory = defineEndpoint({
  method: 'POST',
  path: '/v3/group_class/search/history',
  access: 'user',
  errors: ['GC883'],
  summary: 'Adds a keyword (sanitised; over 200 characters is GC883) to the top of the history and answers the history.',
  body: SearchHistoryWordSchema,
  response: SearchHistoryResponseSchema,
});

export const clearSearchHistory = defineEndpoint({
  method: 'DELETE',
  path: '/v3/group_class/search/history',
  access: 'user',
  summary: "Clears the signed-in user's keyword history and answers the (empty) history.",
  response: SearchHistoryResponseSchema,
});

export const sendGroupClassFeedback = defineEndpoint({
  method: 'POST',
  path: '/v3/group_class/feedbacks',
  access: 'optional-user',
  errors: ['ErrFeedbackCustomMsgEmpty', 'ErrFeedbackCustomMsgLengthTooLong', 'TooManyFeedbacksFromUser', 'TooManyFeedbacksFromAddress'],
  summary:
    'Stores a topic request or general feedback (visitors too, without a user). Blank: 400 ErrFeedbackCustomMsgEmpty; ' +
    'over 5000 characters: 400 ErrFeedbackCustomMsgLengthTooLong "No more than 5000 characters".',
  body: FeedbackRequestSchema,
  response: FeedbackResponseSchema,
  // Room for the 5000 characters the text may hold, and more, so a longer text still gets its own 400.
  maxBodyBytes: maxBodyBytesForText(2 * FEEDBACK_MAX_LENGTH),
});

export const getGroupClassStudentToggle = defineEndpoint({
  method: 'GET',
  path: '/v3/client_conf/gc_feature_toggles/group_class_student_toggle',
  access: 'public',
  summary: 'The group_class_student_toggle feature toggle: { status: ON | OFF } (a missing row is ON).',
  response: FeatureToggleResponseSchema,
});

export const getCourseEntryToggle = defineEndpoint({
  method: 'GET',
  path: '/v3/client_conf/gc_feature_toggles/course_entry',
  access: 'public',
  summary:
    'The course-entry feature toggle (001 §2.4): { status: ON | OFF } (a missing row is ON). While OFF course lists are empty and amounts 0.',
  response: FeatureToggleResponseSchema,
});
