/**
 * Session and local storage that never throw: private modes and full quotas refuse writes, and a
 * page must keep working without them.
 */
function storage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readStored(kind: 'session' | 'local', key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: 'session' | 'local', key: string, value: string | null): void {
  try {
    const store = storage(kind);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Storage refused: the value lives for this page only, which is what the user gets anyway.
  }
}
