import { useSearchParams } from 'react-router';

const OPTION = 'option';
const START = 'start';

/**
 * The lesson type and time a student picked, kept in the address (`option`, `start` as epoch ms)
 * rather than in page state: a top-up for the shortfall returns to this address (issue 15 "then
 * straight back to the payment"), and the student finds her choice still made. A time no longer
 * offered is dropped by the page, as a time taken meanwhile is.
 */
export function useLessonChoice(): {
  optionKey: string | null;
  start: number | null;
  choose: (change: { optionKey?: string; start?: number | null }) => void;
} {
  const [search, setSearch] = useSearchParams();
  const rawStart = search.get(START) ?? '';
  return {
    optionKey: search.get(OPTION),
    start: /^\d{1,15}$/.test(rawStart) ? Number(rawStart) : null,
    choose: (change) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (change.optionKey !== undefined) {
            next.set(OPTION, change.optionKey);
            next.delete(START);
          }
          if (change.start !== undefined) {
            if (change.start === null) next.delete(START);
            else next.set(START, String(change.start));
          }
          return next;
        },
        // A controlled radio shows the address's value: rendered in a transition (the router's
        // default), it would spring back to the old choice until a later task.
        { replace: true, flushSync: true },
      );
    },
  };
}
