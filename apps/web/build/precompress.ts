import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files a page loads (source maps are for devtools only); images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
export const PRECOMPRESS_PLUGIN = 'app:precompress';
/** Smaller files gain less than the encoding header costs (the server's own threshold too). */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `x.br` and `x.gz` beside every text file of the build, at the highest settings (the cost is
 * paid once, at build time): the server sends them to browsers that accept the encoding, so the
 * landing page downloads about a third of its JavaScript's raw size.
 */
export function precompress(): Plugin {
  return {
    name: PRECOMPRESS_PLUGIN,
    apply: 'build',
    async writeBundle(output) {
      if (!output.dir) return;
      const jobs: Promise<void>[] = [];
      for await (const path of filesUnder(output.dir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        jobs.push(
          readFile(path).then(async (bytes) => {
            if (bytes.byteLength < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
                },
              }),
              gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}
