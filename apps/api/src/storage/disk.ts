import { randomBytes } from 'node:crypto';
import { access, constants, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf } from './content-type.ts';
import { OWNER_DIR_MODE, OWNER_FILE_MODE } from '../owner-only.ts';
import {
  areaOf,
  checkFolderPrefix,
  checkListPrefix,
  UnsafeKeyError,
  type Storage,
  type StorageEntry,
} from './storage.ts';

/**
 * Files in a data directory (ADR 028): `public/…` keys under `DATA_DIR/uploads/…` and `private/…`
 * keys under `DATA_DIR/private/…`, the folders the app used before storage had drivers, so an
 * existing data directory keeps working as it is. A write goes to a temporary file beside its
 * target and is renamed over it, so a reader never sees half a file. The content type of a file
 * is told by its name's extension (every name the app makes has one).
 */
const ROOTS = { public: 'uploads', private: 'private' } as const;
type Area = keyof typeof ROOTS;
const AREAS = Object.keys(ROOTS) as Area[];

/** Temporary files of writes in progress: never listed. */
const TEMP_MARK = '.tmp-';

const isArea = (value: string): value is Area => Object.hasOwn(ROOTS, value);

const missing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
};

export function openDiskStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir);
  const rootOf = (area: Area) => path.join(root, ROOTS[area]);

  /** The file of a key; a key outside `public/` and `private/`, or with odd segments, is refused. */
  function fileOf(key: string): string {
    const area = areaOf(key);
    const rest = key.slice(area.length + 1);
    if (path.basename(rest).startsWith(TEMP_MARK)) throw new UnsafeKeyError(key);
    return path.join(rootOf(area), ...rest.split('/'));
  }

  async function* walk(dir: string, keyPrefix: string): AsyncGenerator<StorageEntry> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith(TEMP_MARK)) continue;
      const full = path.join(dir, entry.name);
      const key = `${keyPrefix}${entry.name}`;
      if (entry.isDirectory()) yield* walk(full, `${key}/`);
      else if (entry.isFile()) {
        try {
          yield { key, size: (await stat(full)).size };
        } catch (error) {
          // Removed between the listing and the look: no longer stored.
          if (!missing(error)) throw error;
        }
      }
    }
  }

  return {
    driver: 'disk',

    async put(key, body) {
      const file = fileOf(key);
      const dir = path.dirname(file);
      await mkdir(dir, { recursive: true, mode: OWNER_DIR_MODE });
      const temp = path.join(dir, `${TEMP_MARK}${randomBytes(6).toString('hex')}-${path.basename(file)}`);
      try {
        await writeFile(temp, body, { mode: OWNER_FILE_MODE });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      const file = fileOf(key);
      try {
        return { body: await readFile(file), contentType: contentTypeOf(key) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      await rm(fileOf(key), { force: true });
    },

    async removePrefix(prefix) {
      checkFolderPrefix(prefix);
      const folder = prefix.slice(0, -1);
      // An area itself (`public/`) empties its folder but keeps it.
      if (isArea(folder)) {
        const entries = await readdir(rootOf(folder)).catch((error: unknown) => {
          if (missing(error)) return [];
          throw error;
        });
        for (const name of entries) await rm(path.join(rootOf(folder), name), { recursive: true, force: true });
        return;
      }
      await rm(fileOf(folder), { recursive: true, force: true });
    },

    async *list(prefix) {
      checkListPrefix(prefix);
      for (const area of AREAS) {
        const areaPrefix = `${area}/`;
        if (!areaPrefix.startsWith(prefix) && !prefix.startsWith(areaPrefix)) continue;
        // Walk only the deepest folder the prefix names in full, then filter by the rest of it.
        const within = prefix.startsWith(areaPrefix) ? prefix.slice(areaPrefix.length) : '';
        const folder = within.includes('/') ? within.slice(0, within.lastIndexOf('/') + 1) : '';
        const start = path.join(rootOf(area), ...folder.split('/').filter(Boolean));
        for await (const entry of walk(start, `${areaPrefix}${folder}`)) {
          if (entry.key.startsWith(prefix)) yield entry;
        }
      }
    },

    async ping() {
      try {
        await mkdir(rootOf('public'), { recursive: true, mode: OWNER_DIR_MODE });
        await access(rootOf('public'), constants.R_OK | constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },

    async close() {},
  };
}
