import { MATERIAL_CONTENT_TYPES, TOPIC_MATERIAL_MAX_BYTES } from '@app/api';
import type { CommandInput } from '../commands/command';
import type { TeacherActor } from '../commands/create-topic';
import { addTopicMaterial } from '../commands/topic-files';
import type { FileStorage } from '../storage/file-storage';
import type { AttachmentRow } from '../teaching/topic-facts';
import { checkUpload } from './read-upload';
import { storeUpload } from './store-upload';

/**
 * A material file from bytes in hand (the demo seed's sheets, test fixtures): the checks, the
 * storage and the command of a console upload, so none of them can hold a file the console could not.
 */
export async function addMaterialFile({
  storage,
  name,
  bytes,
  ...command
}: CommandInput<TeacherActor> & { storage: FileStorage; topicId: number; name: string; bytes: Uint8Array }): Promise<AttachmentRow> {
  const upload = checkUpload({ name, bytes }, { maxBytes: TOPIC_MATERIAL_MAX_BYTES, accepted: MATERIAL_CONTENT_TYPES });
  return storeUpload(storage, 'materials', upload, async (file) => (await addTopicMaterial({ ...command, file })).material);
}
