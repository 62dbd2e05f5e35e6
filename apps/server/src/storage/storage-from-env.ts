import { join, resolve } from 'node:path';
import type { Env } from '../env';
import type { FileStorage } from './file-storage';
import { createFilesystemStorage } from './filesystem-storage';

/**
 * The storage the settings choose: S3 when STORAGE_S3_BUCKET is set, else files under
 * DATA_DIR/files. The AWS SDK is loaded only when S3 is chosen.
 */
export async function createStorageFromEnv(env: Pick<Env, 'DATA_DIR' | 'storageS3'>): Promise<FileStorage> {
  if (env.storageS3) {
    const { createS3Storage } = await import('./s3-storage');
    return createS3Storage(env.storageS3);
  }
  return createFilesystemStorage(join(resolve(env.DATA_DIR), 'files'));
}
