import { type CreateCourseBody, createCourse, getScheduleOptions, getTeaching, type ScheduleClassesBody, scheduleClasses } from '@app/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, apiQueryKey } from '../../../lib/api-query';

/** The teacher's topics open for scheduling and the profile's zone (the forms' one read). */
export const scheduleOptionsQuery = apiQuery(getScheduleOptions);

/** `POST /v1/teaching/classes`: a preview (`dry_run`) or the save; a save refreshes the teaching list. */
export function useScheduleClasses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleClassesBody) => api.call(scheduleClasses, { body }),
    onSuccess: async (answer) => {
      if (answer.data.created) await queryClient.invalidateQueries({ queryKey: apiQueryKey(getTeaching) });
    },
  });
}

/** `POST /v1/teaching/courses`: a preview (`dry_run`) or the save. */
export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCourseBody) => api.call(createCourse, { body }),
    onSuccess: async (answer) => {
      if (answer.data.created) await queryClient.invalidateQueries({ queryKey: apiQueryKey(getTeaching) });
    },
  });
}
