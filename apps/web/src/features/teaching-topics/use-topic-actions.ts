import { archiveTeachingTopic, createTeachingTopic, type NewTopicBody, updateTeachingTopic } from '@app/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/toast';
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';
import { storeTopic } from './api/teaching-topics';

/** Creates a topic, or saves the edit of `topicId`; the caller reads `error` for the refusal to show at its field. */
export function useSaveTopic(topicId: number | null) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ is_course: isCourse, ...draft }: NewTopicBody) =>
      topicId === null
        ? api.call(createTeachingTopic, { body: { ...draft, is_course: isCourse } })
        : api.call(updateTeachingTopic, { params: { id: topicId }, body: draft }),
    onSuccess: async (answer) => {
      await storeTopic(queryClient, answer.data.topic);
      toast({ kind: 'success', text: t(topicId === null ? 'teachingTopics.created' : 'teachingTopics.saved') });
    },
  });
}

/** Archives a topic (it leaves search; its booked classes stay). */
export function useArchiveTopic(topicId: number) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(archiveTeachingTopic, { params: { id: topicId } }),
    onSuccess: async (answer) => {
      await storeTopic(queryClient, answer.data.topic);
      toast({ kind: 'success', text: t('teachingTopics.archived') });
    },
    onError: (error) => {
      toast({ kind: 'error', text: errorText(t, error) });
    },
  });
}
