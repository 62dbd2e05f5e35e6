import type { StoredFile } from '../commands/topic-files';
import { type FileStorage, newStorageKey, type StorageKind } from '../storage/file-storage';
import type { Upload } from './read-upload';

/**
 * Stores a checked upload under a new random key, then runs `write` (the command that records it);
 * if `write` throws, the stored file is deleted again, so no file outlives a refused row.
 */
export async function storeUpload<T>(
  storage: FileStorage,
  kind: StorageKind,
  upload: Upload,
  write: (file: StoredFile) => Promise<T>,
): Promise<T> {
  const key = newStorageKey(kind);
  await storage.put(key, upload.bytes, upload.contentType);
  try {
    return await write({ key, fileName: upload.fileName, contentType: upload.contentType, byteSize: upload.bytes.byteLength });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
