import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed formats already. */
const TEXT_FILE = /\.(?:js|css|svg|json|html|txt|xml|webmanifest)$/;
/** Below this many bytes the saving does not pay for the extra request header and file. */
const MIN_BYTES = 1024;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Writes `file.br` and `file.gz` beside `file`, each only when it is smaller. Returns the bytes
 * brotli saves, or undefined for a file too small to bother.
 */
async function precompress(file: string): Promise<number | undefined> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return undefined;
  // Compressed once per build, so the slowest, smallest settings: brotli 11, gzip 9.
  const [br, gz] = await Promise.all([
    toBrotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    toGzip(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
  return Math.max(0, content.length - br.length);
}

/**
 * Precompresses the client build (issue 13): the server sends `x.js.br` or `x.js.gz` to a browser
 * that accepts it (apps/api/src/web/spa.ts, `preCompressed`), so no answer is compressed while
 * a reader waits. Only this build's own files and the public folder's copies are touched; the
 * server renderer's build (`build.ssr`) is not for browsers and is left alone.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'ghorbari:precompress',
    apply: 'build',
    writeBundle: {
      order: 'post',
      async handler(options, bundle) {
        const { config } = this.environment;
        if (config.build.ssr || !options.dir) return;
        const outDir = options.dir;
        const publicFiles = config.build.copyPublicDir && config.publicDir ? await filesUnder(config.publicDir) : [];
        const files = [...new Set([...Object.keys(bundle), ...publicFiles])].filter((file) => TEXT_FILE.test(file));
        const started = Date.now();
        let saved = 0;
        let count = 0;
        for (const file of files) {
          const full = path.join(outDir, file);
          if (!(await stat(full).catch(() => null))?.isFile()) continue;
          const savedHere = await precompress(full);
          if (savedHere === undefined) continue;
          saved += savedHere;
          count += 1;
        }
        const took = Date.now() - started;
        config.logger.info(`precompressed ${count} files (brotli saves ${Math.round(saved / 1024)} KB) in ${took} ms`);
      },
    },
  };
}
