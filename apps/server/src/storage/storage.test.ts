import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertStorageKey, type FileStorage, newStorageKey } from './file-storage';
import { createFilesystemStorage } from './filesystem-storage';
import { createMemoryStorage } from './memory-storage';
import { createS3Storage } from './s3-storage';

describe('storage keys', () => {
  it('are random, of their kind, and nothing else passes', () => {
    const a = newStorageKey('materials');
    expect(a).toMatch(/^materials\/[0-9a-f]{32}$/);
    expect(newStorageKey('materials')).not.toBe(a);
    for (const bad of ['../etc/passwd', 'materials/../../x', 'materials/ABC', `covers/${'0'.repeat(31)}`, 'other/' + '0'.repeat(32), '']) {
      expect(() => {
        assertStorageKey(bad);
      }).toThrow(/not a storage key/);
    }
  });
});

/** The same contract for every driver. */
function behavesAsStorage(name: string, make: () => Promise<FileStorage>) {
  describe(`${name} storage`, () => {
    it('put, get, delete; a missing key reads null and deletes quietly', async () => {
      const storage = await make();
      const key = newStorageKey('materials');
      const bytes = new Uint8Array([0, 1, 2, 250, 255]);
      expect(await storage.get(key)).toBeNull();
      await storage.put(key, bytes, 'application/pdf');
      expect(await storage.get(key)).toEqual(bytes);
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      await storage.delete(key);
    });
    it('refuses a key it did not make, before any IO', async () => {
      const storage = await make();
      await expect(storage.put('materials/../../escape', new Uint8Array([1]), 'text/plain')).rejects.toThrow(/not a storage key/);
      await expect(storage.get('../x')).rejects.toThrow(/not a storage key/);
    });
  });
}

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});
const fsStorage = async () => {
  const root = await mkdtemp(join(tmpdir(), 'topic-files-'));
  roots.push(root);
  return createFilesystemStorage(root);
};

behavesAsStorage('memory', () => Promise.resolve(createMemoryStorage()));
behavesAsStorage('filesystem', fsStorage);

describe('filesystem storage', () => {
  it('writes under root/kind/xx/key and leaves no temporary file behind', async () => {
    const root = await mkdtemp(join(tmpdir(), 'topic-files-'));
    roots.push(root);
    const storage = createFilesystemStorage(root);
    const key = newStorageKey('covers');
    await storage.put(key, new Uint8Array([7]), 'image/png');
    const hex = key.slice('covers/'.length);
    expect(await readdir(join(root, 'covers', hex.slice(0, 2)))).toEqual([hex]);
  });
});

/**
 * The S3 driver against a fake S3 endpoint in this process (path-style PUT/GET/DELETE of
 * /bucket/key, as MinIO answers them): it checks the requests the SDK sends, not AWS itself.
 */
describe('S3 storage against a fake S3-compatible endpoint', () => {
  const objects = new Map<string, Buffer>();
  const seen: string[] = [];
  let server: Server;
  let endpoint = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
      seen.push(`${req.method} ${path}`);
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.method === 'PUT') {
          objects.set(path, Buffer.concat(chunks));
          res.writeHead(200, { ETag: '"1"' }).end();
        } else if (req.method === 'GET') {
          const body = objects.get(path);
          if (!body)
            res
              .writeHead(404, { 'Content-Type': 'application/xml' })
              .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
          else res.writeHead(200, { 'Content-Length': String(body.length) }).end(body);
        } else if (req.method === 'DELETE') {
          objects.delete(path);
          res.writeHead(204).end();
        } else res.writeHead(405).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  });

  const s3 = () =>
    createS3Storage({
      bucket: 'topic-files',
      region: 'us-east-1',
      endpoint,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      forcePathStyle: true,
      prefix: 'test/',
    });

  behavesAsStorage('s3', () => Promise.resolve(s3()));

  it('addresses /bucket/prefix+key', async () => {
    const key = newStorageKey('materials');
    await s3().put(key, new Uint8Array([1, 2]), 'application/pdf');
    expect(seen).toContain(`PUT /topic-files/test/${key}`);
  });
});
