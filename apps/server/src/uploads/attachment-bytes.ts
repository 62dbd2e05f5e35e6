import type { FileStorage } from '../storage/file-storage';
import type { AttachmentRow } from '../teaching/topic-facts';
import { notFoundError } from '../errors/app-error';

/** An attachment's bytes: from storage for an upload, or its inline text (the demo's sheets). */
export async function readAttachmentBytes(storage: FileStorage, file: AttachmentRow): Promise<Uint8Array> {
  if (file.storage_key === null) return new TextEncoder().encode(file.content);
  const bytes = await storage.get(file.storage_key);
  if (!bytes) throw notFoundError('Attachment');
  return bytes;
}
