import { type MarkAttendanceBody, markClassAttendance } from '@app/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { teachingClassQuery } from './api/teaching-class';

/**
 * Saves the teacher's marks (`PUT /v1/teaching/classes/:id/attendance`; the server re-checks the
 * window and every seat under the class lock). The answer is the class as GET reads it, so the
 * page shows the saved marks without another read.
 */
export function useMarkAttendance({ classId }: { classId: number }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkAttendanceBody) => api.call(markClassAttendance, { params: { id: classId }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(teachingClassQuery({ id: classId }).queryKey, answer);
    },
  });
}
