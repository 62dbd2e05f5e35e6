import { act } from 'react';
import type * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RenderSnapshot, RenderSnapshotProvider, useRenderSnapshot } from './render-snapshot';

const transitions = vi.hoisted(() => ({ started: 0 }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  return {
    ...react,
    startTransition: (scope: () => void) => {
      transitions.started += 1;
      react.startTransition(scope);
    },
  };
});

const SNAPSHOT: RenderSnapshot = {
  now: Date.UTC(2026, 2, 10, 12),
  timeZone: 'Asia/Tokyo',
  viewportWidth: 390,
  origin: 'https://lingua.example',
};

function Reader({ seen }: { seen: (string | null)[] }) {
  const snapshot = useRenderSnapshot();
  seen.push(snapshot?.timeZone ?? null);
  return <p>{snapshot ? snapshot.timeZone : 'browser'}</p>;
}

describe('RenderSnapshotProvider', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    transitions.started = 0;
  });

  it('hydrates with the server’s values, then hands over to the browser’s in a transition (not one synchronous re-render of the page)', async () => {
    const app = (seen: (string | null)[]) => (
      <RenderSnapshotProvider snapshot={SNAPSHOT}>
        <Reader seen={seen} />
      </RenderSnapshotProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app([]));
    document.body.append(container);
    expect(container.textContent).toBe('Asia/Tokyo');

    const seen: (string | null)[] = [];
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, app(seen));
      // Let the effects and the transition they start run before act returns.
      await Promise.resolve();
    });
    expect(errors.mock.calls).toEqual([]);
    errors.mockRestore();
    // The first render matched the server's HTML; the next one reads the browser.
    expect(seen[0]).toBe('Asia/Tokyo');
    expect(seen.at(-1)).toBeNull();
    expect(container.textContent).toBe('browser');
    expect(transitions.started).toBe(1);
  });
});
