import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertStorageKey, type FileStorage } from './file-storage';

/**
 * The default driver: files under `root` (DATA_DIR/files), each at `kind/xx/key` (`xx` the key's
 * first two hex digits, so no folder grows past 256 entries per 64k files). A file is written
 * to a temporary name and renamed into place, so a reader never sees half of one.
 */
export function createFilesystemStorage(root: string): FileStorage {
  const pathOf = (key: string): string => {
    assertStorageKey(key);
    const [kind, hex] = key.split('/') as [string, string];
    return join(root, kind, hex.slice(0, 2), hex);
  };
  return {
    kind: 'filesystem',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
