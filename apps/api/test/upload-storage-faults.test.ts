import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPostId } from '../src/modules/posts/posts.presenters.ts';
import { createRepositories } from '../src/repositories.ts';
import { openDiskStorage } from '../src/storage/disk.ts';
import { openStorage } from '../src/storage/index.ts';
import type { Storage } from '../src/storage/storage.ts';
import { bearer, type Member, member, sendForm } from './accounts.fixtures.ts';
import { approvePost, staffMember } from './admin.fixtures.ts';
import { ONE_DRIVER, buildTestApp, tempDir, type TestApp } from './helpers.ts';
import { photo, postForm, postImagesFor, postRow, sellFlat } from './posts.fixtures.ts';
import { startS3Server, type S3TestServer } from './s3-server.ts';
import { fillingUp, keysOf, multipartForm, switchableStorage } from './uploads.fixtures.ts';

/**
 * Issue 28, item 5: a file store that cannot take a write says so — 507 when it is full, 503 when
 * it is read-only, broken or not there, with a translated "try again later" and a Retry-After —
 * instead of "Please choose a JPEG, PNG or WebP image" or a 500, and keeps no part of the upload.
 * The stores are real: the disk driver, s3rver; a full disk is the kernel's ENOSPC of /dev/full.
 */
describe.each(ONE_DRIVER)('uploads to a failing file store on %s', (driver) => {
  let t: TestApp;
  let data: { dir: string; remove(): Promise<void> };
  let disk: Storage;
  let store: ReturnType<typeof switchableStorage>;
  let s3: S3TestServer;
  const logs: string[] = [];
  let owner: Member;
  beforeAll(async () => {
    data = await tempDir('ghorbari-faults-');
    disk = openDiskStorage(data.dir);
    store = switchableStorage(disk);
    s3 = await startS3Server();
    t = await buildTestApp(
      driver,
      { dataDir: data.dir, logLevel: 'warn' },
      { write: (line) => void logs.push(line) },
      store.storage,
    );
    owner = await member(t.database, { phone: '01711223344' });
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
    await data.remove();
  });

  /** Sends a multipart form as the member, in a language. */
  const send = (url: string, form: { payload: Buffer; headers: Record<string, string> }, language = 'en') =>
    sendForm(t.app, owner.token, 'POST', url, form, { 'accept-language': language });
  const lastLog = () => JSON.parse(logs.at(-1) ?? '{}') as { msg?: string; code?: string; err?: { code?: string } };

  it('answers a post whose photos fill the disk with 507 "try again later", and keeps none of its files', async () => {
    const before = await keysOf(disk);
    // Room for one file: the first photo's card is written, its large image is not.
    store.use(fillingUp(disk, 1));
    const form = postForm(sellFlat(), [{ content: await photo('#336699') }, { content: await photo('#993366') }]);
    const full = await send('/api/posts', form);
    expect(full.statusCode).toBe(507);
    expect(full.json()).toEqual({
      success: false,
      code: 'STORAGE_FULL',
      message: 'Our file storage is full for the moment. Please try again later.',
    });
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(0);
    // The operator reads what failed.
    expect(lastLog()).toMatchObject({ code: 'STORAGE_FULL', err: { code: 'ENOSPC' } });
    // No card, no large image, no share card: the store holds what it held.
    expect(await keysOf(disk)).toEqual(before);

    store.use(fillingUp(disk, 0));
    const bengali = await send('/api/posts', form, 'bn');
    expect(bengali.statusCode).toBe(507);
    expect(bengali.json<{ message: string }>().message).toBe(
      'আমাদের ফাইল রাখার জায়গা এই মুহূর্তে ভরে গেছে। কিছুক্ষণ পরে আবার চেষ্টা করুন।',
    );
    expect(await keysOf(disk)).toEqual(before);

    // Room again: the same post goes through.
    store.use(disk);
    expect((await send('/api/posts', form)).statusCode).toBe(201);
  });

  it('answers a profile picture on a store that cannot be written with 503, and leaves the profile alone', async () => {
    // A data directory whose uploads folder cannot be made (a file stands where it should be):
    // the real disk driver fails every write, as on a read-only or lost mount.
    const broken = await tempDir('ghorbari-broken-');
    await writeFile(path.join(broken.dir, 'uploads'), 'not a folder');
    store.use(openDiskStorage(broken.dir));
    try {
      const form = multipartForm({}, [{ field: 'image', content: await photo('#aa7733', 600, 600) }]);
      const answer = await send('/api/profile/picture', form);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        success: false,
        code: 'STORAGE_UNAVAILABLE',
        message: 'We cannot save files right now. Please try again in a little while.',
      });
      const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(owner.token) });
      expect(profile.json()).toMatchObject({ userData: { proPic: null } });
    } finally {
      store.use(disk);
      await broken.remove();
    }
  });

  it('answers a land document on a bucket that refuses the write with 503, and stores no document', async () => {
    const repos = createRepositories(t.database.db);
    const row = await repos.posts.insert(
      postRow(owner.user.id, { status: 'approved', propertyType: 'land', title: 'A 3 katha plot in Savar' }),
      postImagesFor('land'),
    );
    const missing = await openStorage({
      storageUrl: s3.storageUrl().replace(s3.bucket, 'ghorbari-no-such-bucket'),
      dataDir: data.dir,
    });
    store.use(missing);
    try {
      const form = multipartForm({ kind: 'deed' }, [
        { field: 'file', name: 'deed.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') },
      ]);
      const answer = await send(`/api/posts/${publicPostId(row)}/documents`, form, 'bn');
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        success: false,
        code: 'STORAGE_UNAVAILABLE',
        message: 'এই মুহূর্তে ফাইল সংরক্ষণ করা যাচ্ছে না। কিছুক্ষণ পরে আবার চেষ্টা করুন।',
      });
    } finally {
      store.use(disk);
      await missing.close();
    }
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${publicPostId(row)}/documents`,
      headers: bearer(owner.token),
    });
    expect(list.json()).toMatchObject({ documents: [] });
  });

  it('still answers a share preview when the store cannot keep its card', async () => {
    const support = await staffMember(t.app, t.database, 'support');
    const created = await send('/api/posts', postForm(sellFlat(), [{ content: await photo('#557799') }]));
    expect(created.statusCode).toBe(201);
    const { PostID } = created.json<{ PostID: string }>();
    await approvePost(t.app, support.token, PostID);
    store.use(fillingUp(disk, 0));
    try {
      const card = await t.app.inject({ method: 'GET', url: `/api/posts/${PostID}/share.jpg` });
      expect(card.statusCode).toBe(200);
      expect(card.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(card.rawPayload).metadata()).width).toBe(1200);
    } finally {
      store.use(disk);
    }
    expect((await keysOf(disk, 'public/share/')).length).toBe(0);
  });
});
