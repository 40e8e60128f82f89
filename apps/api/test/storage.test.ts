import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicPostId } from '../src/modules/posts/posts.presenters.ts';
import { createRepositories } from '../src/repositories.ts';
import { openDiskStorage } from '../src/storage/disk.ts';
import { openStorage } from '../src/storage/index.ts';
import { UnsafeKeyError, type Storage } from '../src/storage/storage.ts';
import { approvePost, staffMember } from './admin.fixtures.ts';
import { bearer, member, sendForm } from './accounts.fixtures.ts';
import { buildTestApp, reachableByOthers, tempDir, type TestApp } from './helpers.ts';
import { photo, postForm, postImagesFor, postRow, sellFlat } from './posts.fixtures.ts';
import { startS3Server, type S3TestServer } from './s3-server.ts';

/** Every key a storage holds under a prefix, sorted. */
async function keysOf(storage: Storage, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of storage.list(prefix)) keys.push(entry.key);
  return keys.sort();
}

const webp = (colour: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .webp()
    .toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface Opened {
  storage: Storage;
  close(): Promise<void>;
}

/**
 * One contract, two drivers (ADR 028): the data directory's folders, and an S3-compatible bucket
 * served by s3rver on a free port. Whatever the app or a backup does with one, it can do with
 * the other.
 */
const drivers: [string, () => Promise<Opened>][] = [
  [
    'disk',
    async () => {
      const data = await tempDir('ghorbari-storage-');
      const storage = await openStorage({ dataDir: data.dir });
      return { storage, close: async () => (await storage.close(), await data.remove()) };
    },
  ],
  [
    's3',
    async () => {
      const s3 = await startS3Server();
      const storage = await openStorage({ storageUrl: s3.storageUrl(), dataDir: '/nonexistent' });
      return { storage, close: async () => (await storage.close(), await s3.stop()) };
    },
  ],
];

describe.each(drivers)('the %s storage', (driver, open) => {
  let opened: Opened;
  let storage: Storage;
  beforeAll(async () => {
    opened = await open();
    storage = opened.storage;
  });
  afterAll(async () => {
    await opened.close();
  });

  it('says which driver it is and answers a ping', async () => {
    expect(storage.driver).toBe(driver);
    expect(await storage.ping()).toBe(true);
  });

  it('gives back what was put, with its content type; nothing for a key never put', async () => {
    const photoBytes = await webp('#336699');
    await storage.put('public/posts/abc-card.webp', photoBytes, 'image/webp');
    await storage.put('private/documents/p1/deed.pdf', pdf, 'application/pdf');
    const got = await storage.get('public/posts/abc-card.webp');
    expect(got?.body.equals(photoBytes)).toBe(true);
    expect(got?.contentType).toBe('image/webp');
    const document = await storage.get('private/documents/p1/deed.pdf');
    expect(document?.body.equals(pdf)).toBe(true);
    expect(document?.contentType).toBe('application/pdf');
    expect(await storage.get('public/posts/never-put.webp')).toBeNull();
    expect(await storage.get('private/documents/nobody/x.pdf')).toBeNull();
  });

  it('replaces a file put again under the same key', async () => {
    await storage.put('public/avatars/u1.webp', await webp('#111111'), 'image/webp');
    const second = await webp('#eeeeee');
    await storage.put('public/avatars/u1.webp', second, 'image/webp');
    expect((await storage.get('public/avatars/u1.webp'))?.body.equals(second)).toBe(true);
    expect((await keysOf(storage, 'public/avatars/')).filter((key) => key === 'public/avatars/u1.webp')).toHaveLength(
      1,
    );
  });

  it('removes a file, and removing a missing one is no error', async () => {
    await storage.put('public/reviews/r1.webp', await webp('#aa0000'), 'image/webp');
    await storage.remove('public/reviews/r1.webp');
    expect(await storage.get('public/reviews/r1.webp')).toBeNull();
    await expect(storage.remove('public/reviews/r1.webp')).resolves.toBeUndefined();
    await expect(storage.remove('public/reviews/never.webp')).resolves.toBeUndefined();
  });

  it('removes every file under a folder and nothing beside it', async () => {
    for (const name of ['a.pdf', 'b.webp']) await storage.put(`private/documents/gone/${name}`, pdf, 'application/pdf');
    await storage.put('private/documents/gone-not/c.pdf', pdf, 'application/pdf');
    await storage.put('private/documents/kept/d.pdf', pdf, 'application/pdf');
    await storage.removePrefix('private/documents/gone/');
    expect(await keysOf(storage, 'private/documents/gone/')).toEqual([]);
    expect(await storage.get('private/documents/gone-not/c.pdf')).not.toBeNull();
    expect(await storage.get('private/documents/kept/d.pdf')).not.toBeNull();
    await expect(storage.removePrefix('private/documents/never-there/')).resolves.toBeUndefined();
  });

  it('lists every file under a prefix with its size, for backups', async () => {
    const card = await webp('#123456');
    await storage.put('public/blog/list-card.webp', card, 'image/webp');
    await storage.put('public/blog/list-large.webp', card, 'image/webp');
    await storage.put('public/blogger/other.webp', card, 'image/webp');
    const sizes = new Map<string, number>();
    for await (const entry of storage.list('public/blog/')) sizes.set(entry.key, entry.size);
    expect([...sizes.keys()].sort()).toEqual(['public/blog/list-card.webp', 'public/blog/list-large.webp']);
    expect(sizes.get('public/blog/list-card.webp')).toBe(card.length);
    // A prefix is a start of a key, not only a folder.
    expect(await keysOf(storage, 'public/blog')).toContain('public/blogger/other.webp');
    const all = await keysOf(storage);
    expect(all).toEqual(expect.arrayContaining(['public/blog/list-card.webp', 'private/documents/kept/d.pdf']));
    expect(all.every((key) => key.startsWith('public/') || key.startsWith('private/'))).toBe(true);
    expect(await keysOf(storage, 'private/')).not.toContain('public/blog/list-card.webp');
  });

  it('refuses keys that could reach outside its two areas', async () => {
    const body = Buffer.from('x');
    for (const key of [
      '',
      '/public/x.webp',
      '../x.webp',
      'public/../private/documents/p1/deed.pdf',
      'public/./x.webp',
      'public//x.webp',
      'public\\x.webp',
      'public/x\0.webp',
      'other/x.webp',
      'public',
      'public/',
    ]) {
      await expect(storage.put(key, body, 'image/webp'), JSON.stringify(key)).rejects.toThrow(UnsafeKeyError);
      await expect(storage.get(key), JSON.stringify(key)).rejects.toThrow(UnsafeKeyError);
      await expect(storage.remove(key), JSON.stringify(key)).rejects.toThrow(UnsafeKeyError);
    }
    for (const prefix of ['public/posts', '../', 'public/../', 'elsewhere/', '/public/']) {
      await expect(storage.removePrefix(prefix), prefix).rejects.toThrow(UnsafeKeyError);
    }
    for (const prefix of ['../', 'public/../private/', '/public']) {
      await expect(keysOf(storage, prefix), prefix).rejects.toThrow(UnsafeKeyError);
    }
  });
});

describe('the disk storage in a data directory', () => {
  it('keeps public files in DATA_DIR/uploads and private ones in DATA_DIR/private, as before drivers', async () => {
    const data = await tempDir('ghorbari-storage-');
    try {
      const storage = openDiskStorage(data.dir);
      await storage.put('public/posts/a-card.webp', await webp('#00ff00'), 'image/webp');
      await storage.put('private/documents/p9/deed.pdf', pdf, 'application/pdf');
      expect(existsSync(path.join(data.dir, 'uploads', 'posts', 'a-card.webp'))).toBe(true);
      expect(existsSync(path.join(data.dir, 'private', 'documents', 'p9', 'deed.pdf'))).toBe(true);
      // Writes go through a temporary file renamed into place: none is left behind.
      expect(await readdir(path.join(data.dir, 'uploads', 'posts'))).toEqual(['a-card.webp']);
      // Photos and land documents alike are the server's alone, whatever the process's umask (issue 39).
      expect(await reachableByOthers(data.dir)).toEqual([]);
      // A file an older version wrote is found where it always was.
      await writeFile(path.join(data.dir, 'uploads', 'posts', 'old-large.webp'), pdf);
      expect((await storage.get('public/posts/old-large.webp'))?.contentType).toBe('image/webp');
      expect(await keysOf(storage)).toEqual([
        'private/documents/p9/deed.pdf',
        'public/posts/a-card.webp',
        'public/posts/old-large.webp',
      ]);
    } finally {
      await data.remove();
    }
  });

  it('does not answer a ping when its data directory cannot be written', async () => {
    const data = await tempDir('ghorbari-storage-');
    try {
      const notADirectory = path.join(data.dir, 'a-file');
      await writeFile(notADirectory, 'x');
      expect(await openDiskStorage(notADirectory).ping()).toBe(false);
    } finally {
      await data.remove();
    }
  });
});

describe('the S3 storage', () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3.stop();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('keeps installations that share a bucket apart by the key prefix of their URL', async () => {
    const one = await openStorage({ storageUrl: s3.storageUrl('site-one'), dataDir: '/nonexistent' });
    const two = await openStorage({ storageUrl: s3.storageUrl('site-two'), dataDir: '/nonexistent' });
    try {
      await one.put('public/posts/shared-name.webp', Buffer.from('one'), 'image/webp');
      await two.put('public/posts/shared-name.webp', Buffer.from('two'), 'image/webp');
      expect((await one.get('public/posts/shared-name.webp'))?.body.toString()).toBe('one');
      expect(await keysOf(two)).toEqual(['public/posts/shared-name.webp']);
      await two.removePrefix('public/');
      expect(await keysOf(two)).toEqual([]);
      expect(await keysOf(one)).toEqual(['public/posts/shared-name.webp']);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('takes its credentials from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY when the URL has none', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', s3.credentials.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', s3.credentials.secretAccessKey);
    const storage = await openStorage({ storageUrl: s3.storageUrlWithoutCredentials(), dataDir: '/nonexistent' });
    try {
      await storage.put('public/posts/env-keys.webp', Buffer.from('env'), 'image/webp');
      expect((await storage.get('public/posts/env-keys.webp'))?.body.toString()).toBe('env');
    } finally {
      await storage.close();
    }
  });

  it('does not answer a ping when the bucket is missing', async () => {
    const storage = await openStorage({
      storageUrl: s3.storageUrl().replace(s3.bucket, `${s3.bucket}-missing`),
      dataDir: '/nonexistent',
    });
    try {
      expect(await storage.ping()).toBe(false);
    } finally {
      await storage.close();
    }
  });
});

/**
 * The app on a bucket (issue 20): photos go to S3 and come back at their /uploads path with a
 * year's cache; land documents stay behind their authorised route. The storage is what is under
 * test here, so one database driver is enough (PGlite).
 */
describe('the app with its files in an S3 bucket', () => {
  let s3: S3TestServer;
  let storage: Storage;
  let t: TestApp;
  let support: { token: string };
  beforeAll(async () => {
    s3 = await startS3Server();
    storage = await openStorage({ storageUrl: s3.storageUrl(), dataDir: '/nonexistent' });
    t = await buildTestApp('pglite', { storageUrl: s3.storageUrl() }, undefined, storage);
    support = await staffMember(t.app, t.database, 'support');
  });
  afterAll(async () => {
    await t?.close();
    await storage?.close();
    await s3?.stop();
  });

  const submitPost = async (token: string) => {
    const form = postForm(sellFlat({ postTitle: `Flat with photos ${Math.random()}` }), [
      { content: await photo() },
      { content: await photo('#884422') },
    ]);
    const created = await sendForm(t.app, token, 'POST', '/api/posts', form);
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ PostID: string }>().PostID;
  };
  const imagesOf = async (postId: string, token: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/posts/${postId}`, headers: bearer(token) })).json<{
      post: { images: { card: string; large: string }[] };
    }>().post.images;
  const keyOf = (publicPath: string) => `public/${publicPath.slice('/uploads/'.length)}`;

  it('serves a post photo from the bucket with its type and a year-long immutable cache', async () => {
    const owner = await member(t.database);
    const postId = await submitPost(owner.token);
    const images = await imagesOf(postId, owner.token);
    expect(images).toHaveLength(2);
    // In the bucket, not in the data directory.
    expect(existsSync(path.join(t.config.dataDir, 'uploads', 'posts'))).toBe(false);
    for (const image of images) {
      for (const url of [image.card, image.large]) {
        const stored = await storage.get(keyOf(url));
        expect(stored, url).not.toBeNull();
        const served = await t.app.inject({ method: 'GET', url });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.rawPayload.equals(stored!.body)).toBe(true);
        expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      }
    }
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/posts/never-stored-card.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });

  it('removes the photos of a deleted post from the bucket, its share card too', async () => {
    const owner = await member(t.database);
    const postId = await submitPost(owner.token);
    await approvePost(t.app, support.token, postId);
    const images = await imagesOf(postId, owner.token);
    const share = await t.app.inject({ method: 'GET', url: `/api/posts/${postId}/share.jpg` });
    expect(share.statusCode).toBe(200);
    const before = await keysOf(storage, 'public/');
    const mine = [...images.flatMap((image) => [keyOf(image.card), keyOf(image.large)])];
    expect(before).toEqual(expect.arrayContaining(mine));
    const shareKeys = before.filter((key) => key.startsWith('public/share/'));
    expect(shareKeys).toHaveLength(1);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/deleteUserPosts/${postId}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    const after = await keysOf(storage, 'public/');
    for (const key of [...mine, ...shareKeys]) expect(after, key).not.toContain(key);
    expect((await t.app.inject({ method: 'GET', url: images[0]!.card })).statusCode).toBe(404);
  });

  it('keeps land documents in the bucket behind their route, never at /uploads', async () => {
    const owner = await member(t.database);
    const row = await createRepositories(t.database.db).posts.insert(
      postRow(owner.user.id, { status: 'approved', propertyType: 'land', title: `Plot ${Math.random()}` }),
      postImagesFor('land'),
    );
    const postId = publicPostId(row);
    const boundary = '----ghorbari-storage-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ndeed\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="deed.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${postId}/documents`,
      headers: { ...bearer(owner.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    const { fileUrl } = added.json<{ document: { fileUrl: string } }>().document;
    const [key] = await keysOf(storage, `private/documents/${row.id}/`);
    expect(key).toMatch(/\.pdf$/);
    const fileName = key!.slice(key!.lastIndexOf('/') + 1);

    const own = await t.app.inject({ method: 'GET', url: fileUrl, headers: bearer(owner.token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(pdf)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(401);

    const folder = `private/documents/${row.id}`;
    for (const url of [
      `/uploads/${folder}/${fileName}`,
      `/uploads/../${folder}/${fileName}`,
      `/uploads/%2e%2e/${folder}/${fileName}`,
      `/uploads/..%2f${folder.replaceAll('/', '%2f')}%2f${fileName}`,
      `/uploads/documents/${row.id}/${fileName}`,
      `/${folder}/${fileName}`,
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.rawPayload.includes(pdf), url).toBe(false);
    }

    // The post deleted, its documents' folder goes with it.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/deleteUserPosts/${postId}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(await keysOf(storage, `${folder}/`)).toEqual([]);
  });
});

describe('uploads served from STORAGE_PUBLIC_URL', () => {
  it('redirects /uploads to the public address of the bucket, and allows images from there', async () => {
    const s3 = await startS3Server();
    const storage = await openStorage({ storageUrl: s3.storageUrl(), dataDir: '/nonexistent' });
    const t = await buildTestApp(
      'pglite',
      { storageUrl: s3.storageUrl(), storagePublicUrl: 'https://files.ghorbari.example/public' },
      undefined,
      storage,
    );
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/uploads/posts/a%20b-card.webp' });
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('https://files.ghorbari.example/public/posts/a%20b-card.webp');
      expect(String(answer.headers['content-security-policy'])).toContain('https://files.ghorbari.example');
      expect((await t.app.inject({ method: 'GET', url: '/uploads/../private/documents/x/y.pdf' })).statusCode).toBe(
        404,
      );
    } finally {
      await t.close();
      await storage.close();
      await s3.stop();
    }
  });
});
