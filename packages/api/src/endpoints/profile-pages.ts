import { defineEndpoint } from '../contract/endpoint';
import { IdParamSchema } from '../schemas/booking';
import { PublicUserProfileResponseSchema, TeacherProfileResponseSchema } from '../schemas/profile-pages';
import { TopicDetailResponseSchema } from '../schemas/topic-detail';

export const getTopicDetail = defineEndpoint({
  method: 'GET',
  path: '/v1/group_topics/:id',
  access: 'public',
  errors: ['NotFound'],
  summary: 'A listed (APPROVE) class or course topic with its teacher and teacher video (000 §2 A, D); 404 otherwise.',
  params: IdParamSchema,
  response: TopicDetailResponseSchema,
});

export const getTeacherProfile = defineEndpoint({
  method: 'GET',
  path: '/v1/teachers/:id',
  access: 'optional-user',
  errors: ['NotFound'],
  summary:
    'The teacher profile page: teacher info, video, one-to-one prices, favourites (is_favor for the signed-in viewer), review total; 404 for a user who is not a teacher.',
  params: IdParamSchema,
  response: TeacherProfileResponseSchema,
});

export const getPublicUserProfile = defineEndpoint({
  method: 'GET',
  path: '/v1/users/:id',
  access: 'public',
  errors: ['NotFound'],
  summary: 'A public user profile (never the email): nickname, avatar, country, learning and spoken languages, whether a teacher.',
  params: IdParamSchema,
  response: PublicUserProfileResponseSchema,
});
