import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ApiFailure } from '@ghorbari/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/secrets.ts';
import { auditLog } from '../src/modules/audit/audit.schema.ts';
import { publicPostId } from '../src/modules/posts/posts.presenters.ts';
import { createRepositories } from '../src/repositories.ts';
import { deleteAccount, member, type Member, sendForm } from './accounts.fixtures.ts';
import { staffMember } from './admin.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { postImagesFor, postRow } from './posts.fixtures.ts';
import { inboxOf } from './reports.fixtures.ts';

interface Doc {
  _id: string;
  kind: string;
  status: string;
  note: string | null;
  fileType: string;
  fileUrl: string;
}
/** A multipart body with a `kind` field and a `file`. */
function documentForm(kind: string | null, file: { content: Buffer; name: string; type: string } | null) {
  const boundary = '----ghorbari-document-boundary';
  const parts: Buffer[] = [];
  if (kind !== null)
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A phone photo of a paper, with the camera's GPS position in its EXIF. */
const deedPhoto = (colour = '#d8cfa8') =>
  sharp({ create: { width: 1800, height: 2400, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 22/1 0/1' } })
    .toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Issue 18: land documents are private to the owner and staff; support's check shows as a badge. */
describe.each(ONE_DRIVER)('land documents on %s', (driver) => {
  let t: TestApp;
  let support: { token: string };
  beforeAll(async () => {
    t = await buildTestApp(driver);
    support = await staffMember(t.app, t.database, 'support');
  });
  afterAll(async () => {
    await t.close();
  });

  const auth = (token?: string) => ({
    'accept-language': 'en',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const landPost = async (propertyType: 'land' | 'apartment' = 'land') => {
    const owner = await member(t.database);
    const repos = createRepositories(t.database.db);
    const row = await repos.posts.insert(
      postRow(owner.user.id, { status: 'approved', propertyType, title: `3 katha plot ${Math.random()}` }),
      postImagesFor('land'),
    );
    return { owner, postId: publicPostId(row), id: row.id };
  };
  const upload = async (who: Member, postId: string, kind: string | null, file: Parameters<typeof documentForm>[1]) => {
    const form = documentForm(kind, file);
    return sendForm(t.app, who.token, 'POST', `/api/posts/${postId}/documents`, form);
  };
  const deed = async () => ({ content: await deedPhoto(), name: 'IMG_3011.jpg', type: 'image/jpeg' });
  const badgeOf = async (postId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/posts/${postId}` })).json<{
      post: { documentsChecked: string[] };
    }>().post.documentsChecked;
  const check = (documentId: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${documentId}/check`,
      headers: auth(support.token),
      payload: body,
    });
  const documentsDir = () => path.join(t.config.dataDir, 'private', 'documents');

  it('keeps a deed photo private: the owner and staff open it, nobody else does; no GPS is kept', async () => {
    const { owner, postId, id } = await landPost();
    const added = await upload(owner, postId, 'deed', await deed());
    expect(added.statusCode).toBe(201);
    const { document, message } = added.json<{ document: Doc; message: string }>();
    expect(message).toBe('Document added. Our support team will check it against your post.');
    expect(document).toMatchObject({ kind: 'deed', status: 'waiting', fileType: 'image', note: null });

    const file = (token?: string) => t.app.inject({ method: 'GET', url: document.fileUrl, headers: auth(token) });
    const own = await file(owner.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toBe('private, no-store');
    const stored = await sharp(own.rawPayload).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect(Math.max(stored.width ?? 0, stored.height ?? 0)).toBeLessThanOrEqual(2400);
    expect((await file(support.token)).statusCode).toBe(200);
    expect((await file()).statusCode).toBe(401);
    const stranger = await member(t.database);
    expect((await file(stranger.token)).statusCode).toBe(403);
    const guess = await t.app.inject({
      method: 'GET',
      url: `/api/documents/00000000-0000-4000-8000-000000000000/file`,
      headers: auth(owner.token),
    });
    expect(guess.statusCode).toBe(404);
    // Not under the public uploads, and no public path reaches the private folder.
    const [fileName] = await readdir(path.join(documentsDir(), id));
    for (const url of [
      `/private/documents/${id}/${fileName}`,
      `/uploads/${fileName}`,
      `/uploads/../private/documents/${id}/${fileName}`,
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.headers['content-type'] ?? '', url).not.toContain('image/webp');
      expect(answer.rawPayload.equals(own.rawPayload), url).toBe(false);
    }
    // Another member cannot list them; a visitor must sign in.
    const list = (token?: string) =>
      t.app.inject({ method: 'GET', url: `/api/posts/${postId}/documents`, headers: auth(token) });
    expect((await list()).statusCode).toBe(401);
    expect((await list(stranger.token)).statusCode).toBe(404);
    expect((await list(owner.token)).json<{ documents: Doc[] }>().documents).toHaveLength(1);
  });

  it('hands a PDF out only as a download, sandboxed, never shown in the page (issue 28)', async () => {
    const { owner, postId } = await landPost();
    const file = { content: pdf, name: 'khatian.pdf', type: 'application/pdf' };
    const added = await upload(owner, postId, 'khatian', file);
    const { document } = added.json<{ document: Doc }>();
    for (const token of [owner.token, support.token]) {
      const answer = await t.app.inject({ method: 'GET', url: document.fileUrl, headers: auth(token) });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe(`attachment; filename="document-${document._id}.pdf"`);
      expect(answer.headers['content-security-policy']).toBe('sandbox');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.rawPayload.equals(pdf)).toBe(true);
    }
    // A photo of a paper is one we re-encoded: it may be shown, sandboxed all the same.
    const photo = await upload(owner, postId, 'deed', await deed());
    const shown = await t.app.inject({
      method: 'GET',
      url: photo.json<{ document: Doc }>().document.fileUrl,
      headers: auth(owner.token),
    });
    expect(shown.headers['content-disposition']).toBe('inline');
    expect(shown.headers['content-security-policy']).toBe('sandbox');
  });

  it('shows the badge only after support checks, lists what was seen, and tells the owner', async () => {
    const { owner, postId } = await landPost();
    const deedDoc = (await upload(owner, postId, 'deed', await deed())).json<{ document: Doc }>().document;
    const khajna = (
      await upload(owner, postId, 'khajna', { content: pdf, name: 'khajna-2025.pdf', type: 'application/pdf' })
    ).json<{ document: Doc }>().document;
    expect(khajna.fileType).toBe('pdf');
    expect(await badgeOf(postId)).toEqual([]);

    const staffList = await t.app.inject({
      method: 'GET',
      url: `/api/admin/posts/${postId}/documents`,
      headers: auth(support.token),
    });
    expect(staffList.json<{ allowed: boolean; documents: Doc[] }>()).toMatchObject({ allowed: true });
    expect((await check(deedDoc._id, { status: 'checked' })).statusCode).toBe(200);
    expect(await badgeOf(postId)).toEqual(['deed']);
    const [told] = await inboxOf(t.database, owner.user.id);
    expect(told?.titleEn).toBe('Your document was checked');
    expect(told?.link).toBe(`/user/post-documents/${postId}`);

    // A receipt that does not match: a note is needed, the owner reads it, and the badge goes.
    const noNote = await check(khajna._id, { status: 'not-matching' });
    expect(noNote.statusCode).toBe(400);
    const note = 'The receipt is for a different dag number (1423), not this plot.';
    expect((await check(khajna._id, { status: 'not-matching', note })).statusCode).toBe(200);
    expect(await badgeOf(postId)).toEqual([]);
    expect((await inboxOf(t.database, owner.user.id))[0]?.message).toContain(note);
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, postId))).map(
      (entry) => entry.action,
    );
    expect(actions.sort()).toEqual(['document.checked', 'document.not-matching']);

    // The owner deletes the wrong receipt: the checked deed shows again.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${postId}/documents/${khajna._id}`,
      headers: auth(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(await badgeOf(postId)).toEqual(['deed']);
  });

  it('puts a replaced document back in the queue and removes the old file', async () => {
    const { owner, postId, id } = await landPost();
    const first = (await upload(owner, postId, 'deed', await deed())).json<{ document: Doc }>().document;
    await check(first._id, { status: 'checked' });
    expect(await badgeOf(postId)).toEqual(['deed']);
    const second = await upload(owner, postId, 'deed', {
      content: await deedPhoto('#c9b98a'),
      name: 'IMG_3012.jpg',
      type: 'image/jpeg',
    });
    expect(second.json<{ document: Doc }>().document).toMatchObject({ _id: first._id, status: 'waiting' });
    expect(await badgeOf(postId)).toEqual([]);
    expect(await readdir(path.join(documentsDir(), id))).toHaveLength(1);
  });

  it('refuses documents on a flat, a file that is not a photo or PDF, and a missing kind or file', async () => {
    const flat = await landPost('apartment');
    const onFlat = await upload(flat.owner, flat.postId, 'deed', await deed());
    expect(onFlat.statusCode).toBe(409);
    expect(onFlat.json<ApiFailure>().message).toBe('Documents can be added to land and house posts only.');

    const { owner, postId } = await landPost();
    const text = await upload(owner, postId, 'deed', {
      content: Buffer.from('not a deed'),
      name: 'a.pdf',
      type: 'application/pdf',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json<ApiFailure>().message).toBe('Add a photo (JPG, PNG or WebP) or a PDF of the document.');
    expect((await upload(owner, postId, 'passport', await deed())).statusCode).toBe(400);
    const noFile = await upload(owner, postId, 'deed', null);
    expect(noFile.json<ApiFailure>().issues?.[0]).toMatchObject({ path: 'file' });
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(owner, postId, 'khatian', { content: big, name: 'big.pdf', type: 'application/pdf' });
    expect(tooBig.statusCode).toBe(413);
    // Someone else's post: as if it did not exist.
    const stranger = await member(t.database);
    expect((await upload(stranger, postId, 'deed', await deed())).statusCode).toBe(404);
    expect(await readdir(documentsDir()).then((dirs) => dirs.includes(flat.id))).toBe(false);
  });

  it('deletes the files with the post and with the account', async () => {
    const { owner, postId, id } = await landPost();
    await upload(owner, postId, 'namjari', await deed());
    expect(existsSync(path.join(documentsDir(), id))).toBe(true);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/deleteUserPosts/${postId}`,
      headers: auth(owner.token),
    });
    expect(gone.statusCode).toBe(200);
    expect(existsSync(path.join(documentsDir(), id))).toBe(false);

    const leaving = await member(t.database, { passwordHash: await hashPassword('leaving123') });
    const other = await landPost();
    const repos = createRepositories(t.database.db);
    const row = await repos.posts.insert(
      postRow(leaving.user.id, { status: 'approved', propertyType: 'land' }),
      postImagesFor('leaving'),
    );
    await upload(leaving, publicPostId(row), 'deed', await deed());
    await upload(other.owner, other.postId, 'deed', await deed());
    const closed = await deleteAccount(t.app, leaving.token, 'leaving123');
    expect(closed.statusCode).toBe(200);
    expect(existsSync(path.join(documentsDir(), row.id))).toBe(false);
    // Another owner's papers stay.
    expect(existsSync(path.join(documentsDir(), other.id))).toBe(true);
  });
});
