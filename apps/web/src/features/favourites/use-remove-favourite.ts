import {
  type FavouriteTeacherItem,
  type FavouriteTopicItem,
  type Favourites,
  getTeacherProfile,
  removeFavouriteTeacher,
  removeFavouriteTopic,
  searchTeachers,
} from '@app/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../components/toast';
import { useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';
import { favouritesQuery } from '../../lib/api/favourites';
import { apiQueryKey } from '../../lib/api-query';

export type FavouriteTarget =
  { readonly kind: 'teacher'; readonly item: FavouriteTeacherItem } | { readonly kind: 'topic'; readonly item: FavouriteTopicItem };

export const targetKey = (target: FavouriteTarget): string =>
  target.kind === 'teacher' ? `teacher:${target.item.teacher_id}` : `topic:${target.item.topic_id}`;

function without(favourites: Favourites, target: FavouriteTarget): Favourites {
  return target.kind === 'teacher'
    ? { ...favourites, teachers: favourites.teachers.filter((t) => t.teacher_id !== target.item.teacher_id) }
    : { ...favourites, topics: favourites.topics.filter((t) => t.topic_id !== target.item.topic_id) };
}

/**
 * Removes a saved teacher or topic from the favourites page: the row goes once the server agrees,
 * a toast says so, and the reads that show the teacher's heart (search cards, profile) are read again.
 */
export function useRemoveFavourite({ onRemoved }: { onRemoved: (target: FavouriteTarget) => void }) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const remove = async (target: FavouriteTarget) => {
    const key = targetKey(target);
    setPending((keys) => new Set(keys).add(key));
    try {
      if (target.kind === 'teacher') await api.call(removeFavouriteTeacher, { params: { id: target.item.teacher_id } });
      else await api.call(removeFavouriteTopic, { params: { id: target.item.topic_id } });
      queryClient.setQueryData(favouritesQuery().queryKey, (list) => (list ? { data: without(list.data, target) } : list));
      toast({
        kind: 'success',
        text:
          target.kind === 'teacher'
            ? t('favourites.removedTeacher', { name: target.item.nickname })
            : t('favourites.removedTopic', { title: target.item.title }),
      });
      onRemoved(target);
      if (target.kind === 'teacher') {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: apiQueryKey(searchTeachers) }),
          queryClient.invalidateQueries({ queryKey: apiQueryKey(getTeacherProfile) }),
        ]);
      }
    } catch {
      toast({ kind: 'error', text: t('common.genericError') });
    } finally {
      setPending((keys) => {
        const next = new Set(keys);
        next.delete(key);
        return next;
      });
    }
  };

  return { remove, isPending: (target: FavouriteTarget) => pending.has(targetKey(target)) };
}
