import { defineEndpoint } from '../contract/endpoint';
import { IdParamSchema } from '../schemas/booking';
import { FavouritesResponseSchema, FavouriteTopicResponseSchema } from '../schemas/favourites';

export const addFavouriteTopic = defineEndpoint({
  method: 'POST',
  path: '/v2/group_topics/:id/favourite',
  access: 'user',
  errors: ['NotFound'],
  summary: "Save a listed (APPROVE) class or course topic to the signed-in user's favourites (idempotent).",
  params: IdParamSchema,
  response: FavouriteTopicResponseSchema,
});

export const removeFavouriteTopic = defineEndpoint({
  method: 'DELETE',
  path: '/v2/group_topics/:id/favourite',
  access: 'user',
  errors: ['NotFound'],
  summary: "Remove a topic from the signed-in user's favourites (idempotent; also once the topic is no longer listed).",
  params: IdParamSchema,
  response: FavouriteTopicResponseSchema,
});

export const getFavourites = defineEndpoint({
  method: 'GET',
  path: '/v2/me/favourites',
  access: 'user',
  summary:
    "The signed-in user's saved teachers and saved topics, newest first; a topic no longer listed is left out, a course topic's next class is its next course's first.",
  response: FavouritesResponseSchema,
});
