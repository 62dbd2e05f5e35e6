import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { silenceAwsSdkNodeWarning } from '../env';
import { assertStorageKey, type FileStorage } from './file-storage';

export interface S3StorageSettings {
  readonly bucket: string;
  readonly region: string;
  /** An S3-compatible service's address (MinIO, R2, ...); unset for AWS itself. */
  readonly endpoint?: string | undefined;
  /** Unset: the SDK's own chain (environment, instance role). */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
  readonly forcePathStyle: boolean;
  /** Put before every key, e.g. `prod/`. */
  readonly prefix: string;
}

/**
 * The S3-compatible driver, chosen by STORAGE_S3_BUCKET (env.ts). Objects are private (no ACL is
 * set); the server reads them and serves them itself, so the download rules stay in one place.
 */
export function createS3Storage(settings: S3StorageSettings, client?: S3Client): FileStorage {
  silenceAwsSdkNodeWarning();
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    });
  const objectKey = (key: string): string => {
    assertStorageKey(key);
    return `${settings.prefix}${key}`;
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await s3.send(new PutObjectCommand({ Bucket: settings.bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
  };
}
