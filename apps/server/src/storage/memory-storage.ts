import { assertStorageKey, type FileStorage } from './file-storage';

/** Files in this process's memory: for tests and the API benchmark, which start a fresh app each time. */
export function createMemoryStorage(): FileStorage & { readonly size: () => number } {
  const files = new Map<string, Uint8Array>();
  return {
    kind: 'memory',
    async put(key, bytes) {
      assertStorageKey(key);
      files.set(key, bytes.slice());
    },
    async get(key) {
      assertStorageKey(key);
      return files.get(key)?.slice() ?? null;
    },
    async delete(key) {
      assertStorageKey(key);
      files.delete(key);
    },
    size: () => files.size,
  };
}
