import type { FavouriteTeacherItem, Favourites, FavouriteTopicItem } from '@app/api';

/** A saved teacher as `GET /v2/me/favourites` answers it. */
export function makeFavouriteTeacher(overrides: Partial<FavouriteTeacherItem> = {}): FavouriteTeacherItem {
  return {
    teacher_id: 3001,
    nickname: 'Lucía Fernández',
    avatar_file_name: null,
    is_pro: true,
    language: 'spanish',
    min_price: 1500,
    saved_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

/** A saved class topic with its next class. */
export function makeFavouriteTopic(overrides: Partial<FavouriteTopicItem> = {}): FavouriteTopicItem {
  return {
    topic_id: 5001,
    kind: 'class',
    title: 'Ordering food like a local',
    intro_cover: null,
    language: 'spanish',
    language_level: 2,
    price: 1200,
    next_class: { start_time: '2026-11-25T17:00:00.000Z', end_time: '2026-11-25T18:00:00.000Z' },
    saved_at: '2026-11-21T09:30:00.000Z',
    ...overrides,
  };
}

export function makeFavourites(overrides: Partial<Favourites> = {}): Favourites {
  return { teachers: [makeFavouriteTeacher()], topics: [makeFavouriteTopic()], ...overrides };
}
