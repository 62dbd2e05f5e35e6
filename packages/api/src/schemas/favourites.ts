import { z } from 'zod';
import { TOPIC_KINDS } from './topic-detail';

/** After saving or unsaving a topic: the viewer's state (topics carry no public favourite count). */
export const FavouriteTopicResponseSchema = z.object({
  data: z.object({ topic_id: z.number().int(), is_favor: z.boolean() }),
});

/**
 * A saved teacher on the favourites page. `language` is the one the teacher teaches at the highest
 * level (the profile link's language; null for a teacher with none), `min_price` their lowest lesson
 * price in USD cents (0: none set), `saved_at` when the viewer saved them.
 */
export const FavouriteTeacherItemSchema = z.object({
  teacher_id: z.number().int(),
  nickname: z.string(),
  avatar_file_name: z.string().nullable(),
  is_pro: z.boolean(),
  language: z.string().nullable(),
  min_price: z.number().int(),
  saved_at: z.string(),
});
export type FavouriteTeacherItem = z.infer<typeof FavouriteTeacherItemSchema>;

/**
 * A saved topic on the favourites page: a class topic opens the topic page, a course topic the
 * course page. `price` is per class (USD cents). `next_class` is the soonest class still open for
 * booking (a course topic: the next course's first class), or null when none is scheduled.
 */
export const FavouriteTopicItemSchema = z.object({
  topic_id: z.number().int(),
  kind: z.enum(TOPIC_KINDS),
  title: z.string(),
  intro_cover: z.string().nullable(),
  language: z.string(),
  language_level: z.number().int(),
  price: z.number().int(),
  next_class: z.object({ start_time: z.string(), end_time: z.string() }).nullable(),
  saved_at: z.string(),
});
export type FavouriteTopicItem = z.infer<typeof FavouriteTopicItemSchema>;

/** The signed-in user's saved teachers and saved (listed) topics, each newest first. */
export const FavouritesResponseSchema = z.object({
  data: z.object({
    teachers: z.array(FavouriteTeacherItemSchema),
    topics: z.array(FavouriteTopicItemSchema),
  }),
});
export type Favourites = z.infer<typeof FavouritesResponseSchema>['data'];
