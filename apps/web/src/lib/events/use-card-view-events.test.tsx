import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setEventQueueForTests } from './track';
import { useCardViewEvents } from './use-card-view-events';

type Callback = (entries: { target: Element; intersectionRatio: number }[]) => void;
const observers: { callback: Callback; observed: Element[]; options: IntersectionObserverInit | undefined }[] = [];

class FakeObserver {
  readonly entry: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.entry = { callback, observed: [], options };
    observers.push(this.entry);
  }
  observe(el: Element) {
    this.entry.observed.push(el);
  }
  unobserve(el: Element) {
    this.entry.observed = this.entry.observed.filter((e) => e !== el);
  }
  disconnect() {
    this.entry.observed = [];
  }
}

function Cards({ count }: { count: number }) {
  const cardRef = useCardViewEvents('teacher_search');
  return (
    <ul>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} data-i={i} ref={cardRef({ itemType: 'teacher', itemId: 100 + i, index: i })}>
          card {i}
        </li>
      ))}
    </ul>
  );
}

afterEach(() => {
  observers.length = 0;
  setEventQueueForTests(null);
  vi.unstubAllGlobals();
});

describe('useCardViewEvents', () => {
  it('watches every third card at the 90% threshold and sends one card_view each, the first time', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const enqueue = vi.fn();
    setEventQueueForTests({ enqueue, flush: async () => {}, flushWithBeacon: () => {}, size: 0 });
    render(<Cards count={8} />);
    const [obs] = observers;
    expect(obs?.options?.threshold).toEqual([0.9]);
    expect(obs?.observed.map((e) => e.getAttribute('data-i'))).toEqual(['0', '3', '6']);
    const card = (i: number) => obs?.observed.find((e) => e.getAttribute('data-i') === String(i)) as Element;
    const c0 = card(0);
    const c3 = card(3);
    obs?.callback([{ target: c0, intersectionRatio: 0.89 }]);
    expect(enqueue).not.toHaveBeenCalled();
    obs?.callback([
      { target: c0, intersectionRatio: 0.9 },
      { target: c3, intersectionRatio: 1 },
    ]);
    obs?.callback([{ target: c0, intersectionRatio: 1 }]);
    expect(enqueue.mock.calls.map((c) => (c[0] as { props: unknown }).props)).toEqual([
      { list: 'teacher_search', item_type: 'teacher', item_id: '100', position: 0 },
      { list: 'teacher_search', item_type: 'teacher', item_id: '103', position: 3 },
    ]);
  });

  it('sends nothing where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const enqueue = vi.fn();
    setEventQueueForTests({ enqueue, flush: async () => {}, flushWithBeacon: () => {}, size: 0 });
    expect(() => render(<Cards count={4} />)).not.toThrow();
    expect(enqueue).not.toHaveBeenCalled();
  });
});
