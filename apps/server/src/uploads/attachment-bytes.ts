import type { FileStorage } from '../storage/file-storage';
import type { AttachmentRow } from '../teaching/topic-facts';
import { notFoundError } from '../errors/app-error';

/** An attachment's bytes, from storage. */
export async function readAttachmentBytes(storage: FileStorage, file: AttachmentRow): Promise<Uint8Array> {
  const bytes = await storage.get(file.storage_key);
  if (!bytes) throw notFoundError('Attachment');
  return bytes;
}
