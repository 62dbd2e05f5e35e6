import type { Db } from '../db/database';
import type { FileStorage } from '../storage/file-storage';
import type { AttachmentRow } from '../teaching/topic-facts';
import { addMaterialFile } from '../uploads/add-material-file';

/** A text material on a teacher's topic, uploaded the console's way into the app's storage. */
export async function makeMaterial(
  db: Db,
  storage: FileStorage,
  { teacherId, topicId, name, text, now }: { teacherId: number; topicId: number; name: string; text: string; now: number },
): Promise<AttachmentRow> {
  return db.transaction((tx) =>
    addMaterialFile({
      tx,
      storage,
      actor: { kind: 'teacher', userId: teacherId },
      now,
      topicId,
      name,
      bytes: new TextEncoder().encode(text),
    }),
  );
}
