import { defineEndpoint, maxBodyBytesForText } from '../contract/endpoint';
import { TOPIC_INTRO_MAX_LENGTH } from '@app/domain';
import {
  TeachingTopicCoursesResponseSchema,
  TeachingTopicListResponseSchema,
  TeachingTopicResponseSchema,
  NewTopicSchema,
  TopicDraftSchema,
  TopicIdParamSchema,
  TopicMaterialParamSchema,
  TopicMaterialResponseSchema,
  TopicOkResponseSchema,
  TopicCoverParamSchema,
} from '../schemas/teaching-topics';
import { defineRawEndpoint } from '../contract/raw-endpoint';

const TOPIC_BODY_MAX_BYTES = maxBodyBytesForText(TOPIC_INTRO_MAX_LENGTH + 2_000);

export const listTeachingTopics = defineEndpoint({
  method: 'GET',
  path: '/v1/teaching/topics',
  access: 'user',
  errors: ['NotATeacher'],
  summary: "The signed-in teacher's topics (newest first, archived ones included) and what the topic form offers.",
  response: TeachingTopicListResponseSchema,
});

export const createTeachingTopic = defineEndpoint({
  method: 'POST',
  path: '/v1/teaching/topics',
  access: 'user',
  errors: ['NotATeacher'],
  summary:
    'Creates a topic, published at once (status APPROVE); `is_course: true` makes a course topic. 400 names the first field out of bounds.',
  body: NewTopicSchema,
  maxBodyBytes: TOPIC_BODY_MAX_BYTES,
  response: TopicOkResponseSchema,
});

export const getTeachingTopic = defineEndpoint({
  method: 'GET',
  path: '/v1/teaching/topics/:id{[0-9]+}',
  access: 'user',
  errors: ['NotATeacher', 'NotFound'],
  summary: "One of the teacher's topics with its materials, booked-class counts and the form options.",
  params: TopicIdParamSchema,
  response: TeachingTopicResponseSchema,
});

export const getTeachingTopicCourses = defineEndpoint({
  method: 'GET',
  path: '/v1/teaching/topics/:id{[0-9]+}/courses',
  access: 'user',
  errors: ['NotATeacher', 'NotFound'],
  summary:
    "The teacher's own courses of one of her course topics (every status, soonest first, at most 50), each with its classes and course students. 404 for a topic that is not hers.",
  params: TopicIdParamSchema,
  response: TeachingTopicCoursesResponseSchema,
});

export const updateTeachingTopic = defineEndpoint({
  method: 'PUT',
  path: '/v1/teaching/topics/:id{[0-9]+}',
  access: 'user',
  errors: ['NotATeacher', 'NotFound', 'TopicEditLocked', 'TopicArchived'],
  summary:
    'Edits a topic. 409 TopicEditLocked names the field when the change would alter a booked upcoming class (price, length, level, capacity below the booked count).',
  params: TopicIdParamSchema,
  body: TopicDraftSchema,
  maxBodyBytes: TOPIC_BODY_MAX_BYTES,
  response: TopicOkResponseSchema,
});

export const archiveTeachingTopic = defineEndpoint({
  method: 'POST',
  path: '/v1/teaching/topics/:id{[0-9]+}/archive',
  access: 'user',
  errors: ['NotATeacher', 'NotFound'],
  summary: 'Archives a topic: gone from search, never scheduled again; its booked classes stay. Archiving twice is a no-op.',
  params: TopicIdParamSchema,
  response: TopicOkResponseSchema,
});

/**
 * Multipart (`file`), not JSON: the server reads at most TOPIC_MATERIAL_MAX_BYTES (413 FileTooLarge)
 * and sniffs the type from the bytes (415 UnsupportedFileType).
 */
export const uploadTopicMaterial = defineEndpoint({
  method: 'POST',
  path: '/v1/teaching/topics/:id{[0-9]+}/materials',
  access: 'user',
  errors: ['NotATeacher', 'NotFound', 'TopicArchived', 'FileTooLarge', 'UnsupportedFileType', 'TooManyMaterials'],
  summary: 'Uploads a material file (multipart field `file`, at most 20 MB; PDF, images, audio, Office documents, plain text).',
  params: TopicIdParamSchema,
  response: TopicMaterialResponseSchema,
});

export const deleteTopicMaterial = defineEndpoint({
  method: 'DELETE',
  path: '/v1/teaching/topics/:id{[0-9]+}/materials/:material_id{[0-9]+}',
  access: 'user',
  errors: ['NotATeacher', 'NotFound', 'TopicArchived'],
  summary: 'Removes a material file of the topic.',
  params: TopicMaterialParamSchema,
  response: TopicOkResponseSchema,
});

/** Multipart (`file`): a PNG, JPEG or WebP of at most 5 MB; replaces the generated cover. */
export const uploadTopicCover = defineEndpoint({
  method: 'POST',
  path: '/v1/teaching/topics/:id{[0-9]+}/cover',
  access: 'user',
  errors: ['NotATeacher', 'NotFound', 'TopicArchived', 'FileTooLarge', 'UnsupportedFileType'],
  summary: 'Uploads the cover image (multipart field `file`, at most 5 MB; PNG, JPEG or WebP).',
  params: TopicIdParamSchema,
  response: TopicOkResponseSchema,
});

export const deleteTopicCover = defineEndpoint({
  method: 'DELETE',
  path: '/v1/teaching/topics/:id{[0-9]+}/cover',
  access: 'user',
  errors: ['NotATeacher', 'NotFound', 'TopicArchived'],
  summary: 'Removes the uploaded cover: the topic shows its generated cover again.',
  params: TopicIdParamSchema,
  response: TopicOkResponseSchema,
});

export const downloadTopicMaterial = defineRawEndpoint({
  method: 'GET',
  path: '/v1/teaching/topics/:id{[0-9]+}/materials/:material_id{[0-9]+}',
  access: 'user',
  errors: ['NotATeacher', 'NotFound'],
  summary: "A material file of the topic, for the topic's teacher (students download it through the class: downloadClassAttachment).",
  params: TopicMaterialParamSchema,
  rawResponse: '*/*',
});

export const getTopicCover = defineRawEndpoint({
  method: 'GET',
  path: '/v1/topic-covers/:id{[0-9]+}/:key',
  access: 'public',
  errors: ['NotFound'],
  summary: 'An uploaded cover image, public like the topic page; `:key` changes with each upload, so it is cached for good.',
  params: TopicCoverParamSchema,
  rawResponse: 'image/*',
});
export const topicCoverUrl = ({ topicId, key }: { topicId: number; key: string }): string => `/api/v1/topic-covers/${topicId}/${key}`;
export const teacherMaterialUrl = ({ topicId, materialId }: { topicId: number; materialId: number }): string =>
  `/api/v1/teaching/topics/${topicId}/materials/${materialId}`;
