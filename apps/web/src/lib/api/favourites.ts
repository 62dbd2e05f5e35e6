import { getFavourites } from '@app/api';
import { apiQuery } from '../api-query';

/** The signed-in user's saved teachers and topics: the favourites page, and whether a topic's heart is filled. */
export function favouritesQuery() {
  return apiQuery(getFavourites);
}
