import { checkClassBookStatus, checkCourseBookStatus } from '@app/api';
import {
  BOOK_CLICK_DEBOUNCE_MS,
  buildClassBookingHandOff,
  buildCourseBookingHandOff,
  getBookFlowGate,
  getBookingCheckOutcome,
  type HandOffClassInput,
  type HandOffCourseInput,
  type HandOffTeacherInput,
} from '@app/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/toast';
import { useT } from '../../i18n/i18n-provider';
import { api } from '../api-client';
import { eventPageOfPath } from '../events/event-pages';
import { track, usdValue } from '../events/track';
import { useShellReads } from '../shell-reads';
import { storeBookingHandOff } from './booking-session';
import { checkMessage } from './check-message';

/** The page the book flow opens on CanBook. */
export const PAYMENT_PATH = '/payment';

/** What a Book button books: a class or a course, with the teacher the hand-off record names. */
export type BookTarget =
  | { readonly offering: 'class'; readonly groupClass: HandOffClassInput; readonly teacher: HandOffTeacherInput }
  | { readonly offering: 'course'; readonly course: HandOffCourseInput; readonly teacher: HandOffTeacherInput };

/** One `book_click` per debounced click, before any gate: the funnel's second step. */
function trackBookClick(target: BookTarget): void {
  const page = eventPageOfPath(window.location.pathname);
  if (!page) return;
  if (target.offering === 'class') {
    track('book_click', { item_type: 'class', item_id: String(target.groupClass.id), page, ...usdValue(target.groupClass.price) });
  } else {
    track('book_click', {
      item_type: 'course',
      item_id: String(target.course.id),
      page,
      ...usdValue(target.course.price * target.course.class_amount),
    });
  }
}

/** The prompt the flow asks the page to show instead of booking (000 §4 Book flow 1-2). */
export type BookFlowPrompt = 'sign-in' | 'confirm-email' | null;

export interface BookFlow {
  /** A Book click: debounced 300 ms (000 §9), then gate -> booking check -> message or payment. */
  readonly book: (target: BookTarget) => void;
  /** True while the gate and the check run; Book buttons show busy and further clicks are ignored. */
  readonly isChecking: boolean;
  readonly prompt: BookFlowPrompt;
  readonly closePrompt: () => void;
}

/**
 * 000 §4 "Book flow", for classes and courses alike:
 * 1. signed out -> the sign-in prompt; 2. register_status <= 4 with an unconfirmed email -> the
 * confirm-email prompt (`getBookFlowGate`); 3. otherwise the server's booking check; 4. CanBook ->
 * the hand-off record and the booking-flow id go to sessionStorage and /payment opens; 5. a refusal
 * -> its 000 §8 message as a toast; an unknown status or a failed request shows nothing (000 §8).
 *
 * Render `<BookFlowPrompts flow={flow} />` once next to the buttons that call `flow.book`.
 */
export function useBookFlow(): BookFlow {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const shell = useShellReads();
  const [prompt, setPrompt] = useState<BookFlowPrompt>(null);
  const [isChecking, setIsChecking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const run = useCallback(
    async (target: BookTarget) => {
      running.current = true;
      setIsChecking(true);
      trackBookClick(target);
      try {
        const foundation = await shell.viewer.load();
        const user = foundation?.user ?? null;
        const gate = getBookFlowGate({ viewer: user });
        if (gate !== 'check-booking') {
          if (mounted.current) setPrompt(gate);
          return;
        }
        const id = target.offering === 'class' ? target.groupClass.id : target.course.id;
        const answer =
          target.offering === 'class'
            ? await api.call(checkClassBookStatus, { params: { id } })
            : await api.call(checkCourseBookStatus, { params: { id } });
        const outcome = getBookingCheckOutcome({ status: answer.data.status, offering: target.offering });
        if (outcome.kind === 'message') {
          toast({ kind: 'warning', text: checkMessage(t, { status: outcome.status, offering: target.offering }) });
        } else if (outcome.kind === 'go-to-payment') {
          const record =
            target.offering === 'class'
              ? buildClassBookingHandOff({ groupClass: target.groupClass, teacher: target.teacher })
              : buildCourseBookingHandOff({ course: target.course, teacher: target.teacher });
          storeBookingHandOff({ record, userId: user?.user_id, now: Date.now() });
          await navigate(PAYMENT_PATH);
        }
      } catch {
        // 000 §8 "Other request errors are not shown": the button becomes clickable again.
      } finally {
        running.current = false;
        if (mounted.current) setIsChecking(false);
      }
    },
    [navigate, shell, t, toast],
  );

  const book = useCallback(
    (target: BookTarget) => {
      if (running.current) return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        void run(target);
      }, BOOK_CLICK_DEBOUNCE_MS);
    },
    [run],
  );

  const closePrompt = useCallback(() => {
    setPrompt(null);
  }, []);

  return { book, isChecking, prompt, closePrompt };
}
