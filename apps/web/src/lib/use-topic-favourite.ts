import { addFavouriteTopic, removeFavouriteTopic } from '@app/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../components/toast';
import { useT } from '../i18n/i18n-provider';
import { api } from './api-client';
import { favouritesQuery } from './api/favourites';
import { useViewer } from './viewer';

export interface TopicFavourite {
  readonly isSignedIn: boolean;
  readonly isFavor: boolean;
  /** A call is on its way, or (signed in) the saved list is not read yet: the heart waits. */
  readonly busy: boolean;
  readonly toggle: () => void;
}

/**
 * Whether the viewer saved the topic, and the toggle. The saved list is the truth; a toggle's answer
 * is shown at once and stays until the list is read again (every heart on the page shares one read).
 */
export function useTopicFavourite(topicId: number): TopicFavourite {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { isSignedIn } = useViewer();
  const saved = useQuery({ ...favouritesQuery(), enabled: isSignedIn });
  const [answer, setAnswer] = useState<{ isFavor: boolean; at: number } | null>(null);
  const change = useMutation({
    mutationFn: (favour: boolean) => api.call(favour ? addFavouriteTopic : removeFavouriteTopic, { params: { id: topicId } }),
    onSuccess: async ({ data }) => {
      setAnswer({ isFavor: data.is_favor, at: Date.now() });
      await queryClient.invalidateQueries({ queryKey: favouritesQuery().queryKey });
    },
    onError: () => {
      toast({ kind: 'error', text: t('common.genericError') });
    },
  });
  const listed = saved.data?.data.topics.some((topic) => topic.topic_id === topicId) ?? false;
  const isFavor = answer !== null && answer.at > saved.dataUpdatedAt ? answer.isFavor : listed;
  return {
    isSignedIn,
    isFavor,
    // `isPending`, not `isLoading`: the server renders it as the browser's first render does (no data yet).
    busy: change.isPending || (isSignedIn && saved.isPending),
    toggle: () => {
      change.mutate(!isFavor);
    },
  };
}
