import { defineEndpoint } from '../contract/endpoint';
import {
  ExperimentGroupsQuerySchema,
  ExperimentGroupsResponseSchema,
  FavouriteTeacherResponseSchema,
  LessonActivationQuerySchema,
  LessonActivationResponseSchema,
  ReduceSimilarTeachersResponseSchema,
  TeacherIdParamSchema,
  TeacherSearchBodySchema,
  TeacherSearchResponseSchema,
  TeacherSearchTagsResponseSchema,
  TranslateTeacherListBodySchema,
  TranslateTeacherListResponseSchema,
  TrialInfoResponseSchema,
} from '../schemas/teacher-search';

export const searchTeachers = defineEndpoint({
  method: 'POST',
  path: '/v2/teachers',
  access: 'optional-user',
  summary: 'Teacher search (001 §3, §7.2): results, paging, statistics and count; `has_get_only_total: 1` answers { count } only.',
  body: TeacherSearchBodySchema,
  response: TeacherSearchResponseSchema,
});

export const getTeacherSearchTags = defineEndpoint({
  method: 'GET',
  path: '/v2/teacher/search/tags',
  access: 'public',
  summary: 'The category and child-tag tree of the teacher filters (`tags` and `childTags`).',
  response: TeacherSearchTagsResponseSchema,
});

export const addFavouriteTeacher = defineEndpoint({
  method: 'POST',
  path: '/v2/teachers/:id/favourite',
  access: 'user',
  errors: ['NotFound'],
  summary: "Add a teacher to the signed-in user's favourites (idempotent); answers the new favourite count.",
  params: TeacherIdParamSchema,
  response: FavouriteTeacherResponseSchema,
});

export const removeFavouriteTeacher = defineEndpoint({
  method: 'DELETE',
  path: '/v2/teachers/:id/favourite',
  access: 'user',
  errors: ['NotFound'],
  summary: "Remove a teacher from the signed-in user's favourites (idempotent); answers the new favourite count.",
  params: TeacherIdParamSchema,
  response: FavouriteTeacherResponseSchema,
});

export const reduceSimilarTeachers = defineEndpoint({
  method: 'POST',
  path: '/v2/teachers/:id/reduce_similar',
  access: 'user',
  errors: ['NotFound'],
  summary: '"Reduce similar teachers" (001 §2.5): the teacher is ranked last in this user\'s searches (idempotent).',
  params: TeacherIdParamSchema,
  response: ReduceSimilarTeachersResponseSchema,
});

export const getTrialInfo = defineEndpoint({
  method: 'GET',
  path: '/v2/session/trial_info',
  access: 'user',
  summary: 'Whether the student still has a trial, and their completed one-to-one lessons (001 §4.2).',
  response: TrialInfoResponseSchema,
});

export const getExperimentGroups = defineEndpoint({
  method: 'GET',
  path: '/v2/user/exp_groups',
  access: 'user',
  summary: "The signed-in user's group in each named experiment, deterministic per user (001 §7.2).",
  query: ExperimentGroupsQuerySchema,
  response: ExperimentGroupsResponseSchema,
});

export const getLessonActivationInfo = defineEndpoint({
  method: 'GET',
  path: '/v3/lesson/activation/info',
  access: 'user',
  summary: "The signed-in user's lesson-activation answers for a language (001 §3); data null when none.",
  query: LessonActivationQuerySchema,
  response: LessonActivationResponseSchema,
});

export const translateTeacherList = defineEndpoint({
  method: 'POST',
  path: '/v2/translate/teacher_list',
  access: 'public',
  summary: 'Translated about text and signature of up to 50 teachers in es, ru or ja; teachers without one are left out.',
  body: TranslateTeacherListBodySchema,
  response: TranslateTeacherListResponseSchema,
});
