import { randomBytes } from 'node:crypto';

/** What a stored file is for; the first part of its key. */
export type StorageKind = 'materials' | 'covers' | 'avatars';

/**
 * A stored object's key: its kind, then 32 random hex digits. Generated here, never derived from
 * anything a user sent, so no file name can reach a path or an object name.
 */
export const STORAGE_KEY_PATTERN = /^(materials|covers|avatars)\/[0-9a-f]{32}$/;

/** A new, unguessable key for a file of `kind`. */
export function newStorageKey(kind: StorageKind): string {
  return `${kind}/${randomBytes(16).toString('hex')}`;
}

/** Throws unless `key` is one newStorageKey could have made: drivers check before any IO. */
export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key).slice(0, 80)}`);
}

/**
 * Where uploaded files live (issue 14: "stored under DATA_DIR by default behind a small storage
 * interface, with an S3-compatible option by settings"). The database keeps the key and the
 * metadata; the bytes are here. `get` of a missing key is null; `delete` of one is a no-op.
 */
export interface FileStorage {
  readonly kind: 'filesystem' | 's3' | 'memory';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}
