import { assertStorageKey, type FileStorage } from './file-storage';

/** Files in this process's memory: for tests and the API benchmark, which start a fresh app each time. */
/** `run` after the key check, as a promise: a bad key rejects, as the other drivers' do. */
function checked<T>(key: string, run: () => T): Promise<T> {
  try {
    assertStorageKey(key);
    return Promise.resolve(run());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

export function createMemoryStorage(): FileStorage & { readonly size: () => number } {
  const files = new Map<string, Uint8Array>();
  return {
    kind: 'memory',
    put: (key, bytes) =>
      checked(key, () => {
        files.set(key, bytes.slice());
      }),
    get: (key) => checked(key, () => files.get(key)?.slice() ?? null),
    delete: (key) =>
      checked(key, () => {
        files.delete(key);
      }),
    size: () => files.size,
  };
}
