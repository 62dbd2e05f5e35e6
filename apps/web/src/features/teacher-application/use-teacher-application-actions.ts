import {
  approveTeacherApplication,
  declineTeacherApplication,
  getAdminTeacherApplications,
  getMyTeacherApplication,
  submitTeacherApplication,
  type TeacherApplicationBody,
} from '@app/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/toast';
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';
import { apiQueryKey } from '../../lib/api-query';

/** Sends the application; on success (or a 409: the status moved on) the status view reads it again. */
export function useSubmitTeacherApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeacherApplicationBody) => api.call(submitTeacherApplication, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiQueryKey(getMyTeacherApplication) }),
  });
}

/** Staff approve or decline one application; the toast says what happened, and the list is read again. */
export function useReviewTeacherApplication({ applicationId, applicantName }: { applicationId: number; applicantName: string }) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: { kind: 'approve' } | { kind: 'decline'; reason: string }) =>
      choice.kind === 'approve'
        ? api.call(approveTeacherApplication, { params: { id: applicationId } })
        : api.call(declineTeacherApplication, { params: { id: applicationId }, body: { reason: choice.reason } }),
    onSuccess: (answer) => {
      toast({
        kind: 'success',
        text: t(answer.data.status === 'APPROVED' ? 'teacherApplication.approved' : 'teacherApplication.declined', { name: applicantName }),
      });
    },
    onError: (error) => {
      toast({ kind: 'error', text: errorText(t, error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiQueryKey(getAdminTeacherApplications) }),
  });
}
