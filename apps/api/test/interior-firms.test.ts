import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/secrets.ts';
import { createRepositories, type Repositories } from '../src/repositories.ts';
import { bearer, deleteAccount, signInDirectly, userRow } from './accounts.fixtures.ts';
import { adminCall, rejectionWithoutNote, staffMember } from './admin.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { cameraPhoto, firmData, firmForm, logoImage, photos, type FormFile } from './interior-fixtures.ts';
import { startSmtp, textOf } from './smtp.ts';

interface Saved {
  message: string;
  PostID: string;
  status: string;
  pendingChanges: { name: string | null; phone: string | null } | null;
}
interface Detail {
  firm: {
    name: string;
    phone: string;
    status: string;
    isOwner: boolean;
    logoUrl: string | null;
    photos: { id: string; card: string; large: string; caption: string; category: string }[];
    rejection: { reason: string; note: string | null } | null;
    pendingChanges: { name: string | null; phone: string | null } | null;
  };
}

describe.each(ONE_DRIVER)('design firms: applying, review by staff and owner edits on %s', (driver) => {
  let t: TestApp;
  let repos: Repositories;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let owner: { id: string; email: string; token: string };
  let stranger: { token: string };
  let support: { token: string };
  let secondSupport: { token: string };

  const member = async (name: string) => {
    const row = await repos.users.insert(userRow({ name, language: 'en' }));
    return { id: row.id, email: row.email!, token: await signInDirectly(repos.users, row.id) };
  };
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp(driver, { smtpUrl: smtp.url });
    repos = createRepositories(t.database.db);
    owner = await member('Nusrat Jahan');
    stranger = await member('Karim Uddin');
    support = await staffMember(t.app, t.database, 'support');
    secondSupport = await staffMember(t.app, t.database, 'support', 'Second Support');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const storedFiles = async () =>
    (await readdir(path.join(t.config.dataDir, 'uploads', 'firms')).catch(() => [])).sort();
  const send = (method: 'POST' | 'PUT', url: string, token: string | null, form: ReturnType<typeof firmForm>) =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : { 'accept-language': 'en' }), ...form.headers },
      payload: form.payload,
    });
  const apply = async (token: string | null, data: unknown, files: FormFile[], logo?: FormFile) =>
    send('POST', '/api/interior', token, firmForm(data, files, logo));
  const edit = async (token: string | null, firmId: string, data: unknown, files: FormFile[] = []) =>
    send('PUT', `/api/interior/${firmId}`, token, firmForm(data, files));
  const detail = (firmId: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/interior/${firmId}`,
      headers: token ? bearer(token) : { 'accept-language': 'en' },
    });
  const directoryIds = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/interior?limit=48&sort=newest' }))
      .json<{ firms: { PostID: string; name: string }[] }>()
      .firms.map((firm) => firm.PostID);
  const inbox = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/notifications/getUserNotifications?page=1',
        // The applicants read in English: the inbox answers in the reader's language (issue 39).
        headers: { ...bearer(token), 'accept-language': 'en' },
      })
    ).json<{ data: { title: string; message: string; link: string | null }[] }>().data;
  const auditOf = async (firmId: string) =>
    (await repos.audit.ofTarget('firm', firmId)).map((entry) => ({ action: entry.action, reason: entry.reason }));
  /** A fresh member's application, approved by support unless asked otherwise. */
  async function listedFirm(data: Record<string, unknown> = {}, approve = true) {
    const applicant = await member('Tanjila Rahman');
    const created = await apply(applicant.token, firmData(data), await photos(3));
    expect(created.statusCode, created.body).toBe(201);
    const { PostID } = created.json<Saved>();
    if (approve)
      expect((await adminCall(t.app, support.token, 'POST', `/api/admin/firms/${PostID}/approve`)).statusCode).toBe(
        200,
      );
    return { applicant, firmId: PostID };
  }

  it('refuses each invalid application with a clear message, and stores nothing', async () => {
    const before = await storedFiles();
    const refused = async (data: unknown, files: FormFile[], logo?: FormFile) => {
      const response = await apply(owner.token, data, files, logo);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      return response.json<{ message: string; issues?: { path: string; message: string }[] }>();
    };
    expect((await refused(firmData({}, 2), await photos(2))).message).toBe('Add 3 to 30 photos of your work');
    expect((await refused(firmData({}, 31), await photos(31))).message).toBe('Add 3 to 30 photos of your work');
    expect((await refused(firmData({ categories: ['castle'] }), await photos(3))).issues).toContainEqual({
      path: 'categories.0',
      message: 'Please choose one of the options',
    });
    expect((await refused(firmData({ phone: '1711223344' }), await photos(3))).issues).toContainEqual({
      path: 'phone',
      message: 'Please enter a valid phone number',
    });
    // A budget per sqft (issue 44): the highest below the lowest, or an amount no firm charges.
    expect(
      (await refused(firmData({ budgetPerSqft: { min: 2000, max: 1500 } }), await photos(3))).issues,
    ).toContainEqual({ path: 'budgetPerSqft.max', message: 'The highest budget cannot be below the lowest' });
    expect((await refused(firmData({ budgetPerSqft: { min: 5, max: 800 } }), await photos(3))).issues).toContainEqual({
      path: 'budgetPerSqft.min',
      message: 'Enter a whole number of taka per sqft, from 50 to 100,000',
    });
    const wrongPlace = firmData({ location: { division: 'sylhet', district: 'dhaka', subDistrict: 'dhaka-gulshan' } });
    expect((await refused(wrongPlace, await photos(3))).message).toBe('Please choose one of the options');
    const text = { content: Buffer.from('just some text, not a photo'), name: 'notes.jpg' };
    expect((await refused(firmData(), [...(await photos(2)), text])).message).toBe(
      'Please choose a JPEG, PNG or WebP image',
    );
    expect((await refused(firmData(), await photos(3), text)).message).toBe('Please choose a JPEG, PNG or WebP image');
    expect((await refused('{not json', await photos(3))).message).toBe(
      'The form could not be read. Please send it again.',
    );
    // Three captions for four photos: which caption belongs to which photo is unknown.
    expect((await refused(firmData({}, 3), await photos(4))).issues?.[0]?.path).toBe('photos');
    expect(await storedFiles()).toEqual(before);

    expect((await apply(null, firmData(), await photos(3))).statusCode).toBe(401);
  });

  it('keeps a budget per sqft as typed on a Bengali keyboard, changes it, and drops it (issue 44)', async () => {
    const { applicant, firmId } = await listedFirm({ budgetPerSqft: { min: '৮০০', max: '১,৬০০' } });
    const budget = async () => (await detail(firmId)).json<{ firm: { budgetPerSqft: unknown } }>().firm.budgetPerSqft;
    expect(await budget()).toEqual({ min: 800, max: 1600 });
    const keepPhotos = (await detail(firmId, applicant.token))
      .json<{ firm: { photos: { id: string; caption: string; category: string }[] } }>()
      .firm.photos.map(({ id, caption, category }) => ({ id, caption, category }));
    const changed = await edit(
      applicant.token,
      firmId,
      firmData({ budgetPerSqft: { min: 1000, max: 1000 }, keepPhotos }, 0),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await budget()).toEqual({ min: 1000, max: 1000 });
    expect((await edit(applicant.token, firmId, firmData({ keepPhotos }, 0))).statusCode).toBe(200);
    expect(await budget()).toBeNull();
  });

  it('keeps the English twins of the about text and captions wherever the firm is shown, and checks them', async () => {
    const about = 'ধানমন্ডিতে দশ বছর ধরে ফ্ল্যাটের ইন্টেরিয়র করছি, আসবাব বানাই নিজেদের কারখানায়।';
    const aboutEn = 'Flat interiors in Dhanmondi for ten years, with furniture from our own workshop.';
    const captioned = [
      { caption: 'বসার ঘর', captionEn: 'Living room', category: 'home' },
      { caption: 'শোবার ঘর', category: 'home' },
      { caption: 'রান্নাঘর', captionEn: '  Kitchen  ', category: 'home' },
    ];
    const tooShort = await apply(owner.token, firmData({ about, aboutEn: 'Interiors.' }), await photos(3));
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json<{ issues: unknown[] }>().issues).toContainEqual({
      path: 'aboutEn',
      message: 'Write at least 30 characters in English, or leave it empty',
    });
    const longCaption = [{ ...captioned[0], captionEn: 'x'.repeat(121) }, ...captioned.slice(1)];
    const tooLong = await apply(owner.token, firmData({ about, photos: longCaption }), await photos(3));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ issues: unknown[] }>().issues).toContainEqual({
      path: 'photos.0.captionEn',
      message: 'A caption can be at most 120 characters',
    });

    const { applicant, firmId } = await listedFirm({ about, aboutEn, photos: captioned });
    const twins = (firm: { aboutEn: string | null; photos: { caption: string; captionEn: string }[] }) => ({
      aboutEn: firm.aboutEn,
      captions: firm.photos.map((photo) => [photo.caption, photo.captionEn]),
    });
    const expected = {
      aboutEn,
      captions: [
        ['বসার ঘর', 'Living room'],
        ['শোবার ঘর', ''],
        ['রান্নাঘর', 'Kitchen'],
      ],
    };
    type Twins = Parameters<typeof twins>[0];
    const page = (await detail(firmId)).json<{ firm: Twins & { about: string } }>().firm;
    expect(page.about).toBe(about);
    expect(twins(page)).toEqual(expected);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/profile/my-firms', headers: bearer(applicant.token) })
    ).json<{ firms: (Twins & { PostID: string })[] }>().firms;
    expect(twins(mine.find((firm) => firm.PostID === firmId)!)).toEqual(expected);
    const approved = (await adminCall(t.app, support.token, 'GET', '/api/admin/firms?status=approved')).json<{
      firms: (Twins & { PostID: string })[];
    }>().firms;
    expect(twins(approved.find((firm) => firm.PostID === firmId)!)).toEqual(expected);

    // An edit changes the twins at once; an English text left empty is dropped.
    const current = (await detail(firmId, applicant.token)).json<Detail>().firm.photos;
    const keepPhotos = current.map(({ id, caption, category }) => ({ id, caption, captionEn: 'Room', category }));
    const edited = await edit(applicant.token, firmId, firmData({ about, aboutEn: '   ', keepPhotos }, 0));
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await detail(firmId)).json<{ firm: Twins }>().firm;
    expect(twins(after)).toEqual({ aboutEn: null, captions: expected.captions.map(([bn]) => [bn, 'Room']) });
  });

  it('lists an application only once support approves it, and tells the applicant', async () => {
    const created = await apply(owner.token, firmData({ name: 'Approve Me Interiors' }, 4), await photos(4), {
      content: await logoImage(),
      name: 'logo.png',
      type: 'image/png',
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json<Saved>();
    expect(saved).toMatchObject({
      message: 'Thank you! Your firm will be listed once our team has checked it.',
      status: 'pending',
      pendingChanges: null,
    });
    expect(saved.PostID).toMatch(/^I-\d+$/);
    expect(await directoryIds()).not.toContain(saved.PostID);
    const hidden = await detail(saved.PostID);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'FIRM_UNAVAILABLE', message: 'This firm is not listed right now' });
    expect((await detail(saved.PostID, stranger.token)).statusCode).toBe(404);
    const own = (await detail(saved.PostID, owner.token)).json<Detail>();
    expect(own.firm).toMatchObject({ status: 'pending', isOwner: true, name: 'Approve Me Interiors' });
    expect(own.firm.photos).toHaveLength(4);
    const logo = await sharp(path.join(t.config.dataDir, own.firm.logoUrl!)).metadata();
    expect(logo).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const queue = await adminCall(t.app, support.token, 'GET', '/api/admin/firms?status=pending');
    const waiting = queue.json<{ firms: { PostID: string; owner: { email: string } }[] }>().firms;
    expect(waiting.find((firm) => firm.PostID === saved.PostID)?.owner.email).toBe(owner.email);
    expect((await adminCall(t.app, stranger.token, 'GET', '/api/admin/firms')).statusCode).toBe(403);

    const mailsBefore = smtp.mails.length;
    const approved = await adminCall(t.app, support.token, 'POST', `/api/admin/firms/${saved.PostID}/approve`);
    expect(approved.json()).toEqual({ success: true, message: 'Firm approved' });
    expect(await directoryIds()).toContain(saved.PostID);
    expect((await detail(saved.PostID)).json<Detail>().firm).toMatchObject({ status: 'approved', isOwner: false });
    const notice = (await inbox(owner.token)).find((n) => n.message.includes(saved.PostID))!;
    expect(notice).toMatchObject({ title: 'Your firm is listed', link: `/Interior-Details/${saved.PostID}` });
    const mail = textOf(await smtp.mailTo(owner.email, mailsBefore));
    expect(mail).toContain('Approve Me Interiors');
    expect(mail).toContain(`/Interior-Details/${saved.PostID}`);
    expect(await auditOf(saved.PostID)).toEqual([{ action: 'firm.approved', reason: null }]);

    const again = await adminCall(t.app, support.token, 'POST', `/api/admin/firms/${saved.PostID}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'FIRM_NOT_PENDING' });
  });

  it('turns an application down with a reason the applicant sees, and takes it back after a correction', async () => {
    const { applicant, firmId } = await listedFirm({ name: 'Reject Me Decor' }, false);
    await rejectionWithoutNote(t.app, support.token, `/api/admin/firms/${firmId}/reject`);
    const mailsBefore = smtp.mails.length;
    const rejected = await adminCall(t.app, support.token, 'POST', `/api/admin/firms/${firmId}/reject`, {
      reason: 'untrue-information',
      note: 'The photos are from another company.',
    });
    expect(rejected.statusCode).toBe(200);
    const notice = (await inbox(applicant.token)).find((n) => n.message.includes(firmId))!;
    expect(notice.title).toBe('Your firm was not approved');
    expect(notice.message).toContain('Untrue or misleading information');
    expect(notice.message).toContain('The photos are from another company.');
    expect(notice.link).toBe('/user/my-firms');
    expect(textOf(await smtp.mailTo(applicant.email!, mailsBefore))).toContain('The photos are from another company.');
    expect((await detail(firmId, applicant.token)).json<Detail>().firm).toMatchObject({
      status: 'rejected',
      rejection: { reason: 'untrue-information', note: 'The photos are from another company.' },
    });
    expect((await detail(firmId)).statusCode).toBe(404);
    expect(await auditOf(firmId)).toEqual([
      { action: 'firm.rejected', reason: 'The photos are from another company.' },
    ]);
    expect((await adminCall(t.app, support.token, 'POST', `/api/admin/firms/${firmId}/approve`)).statusCode).toBe(409);

    // Corrected, it waits for review again.
    const current = (await detail(firmId, applicant.token)).json<Detail>().firm;
    const keep = current.photos.map(({ id, caption, category }) => ({ id, caption, category }));
    const corrected = await edit(applicant.token, firmId, firmData({ name: 'Reject Me Decor', keepPhotos: keep }, 0));
    expect(corrected.json<Saved>()).toMatchObject({ status: 'pending' });
    expect((await detail(firmId, applicant.token)).json<Detail>().firm.rejection).toBeNull();
  });

  it('lets only the owner edit: 401 without a session, 403 for anyone else', async () => {
    const { applicant, firmId } = await listedFirm();
    const data = firmData({}, 3);
    expect((await edit(null, firmId, data, await photos(3))).statusCode).toBe(401);
    const foreign = await edit(stranger.token, firmId, data, await photos(3));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Only the owner can change this post' });
    expect((await edit(applicant.token, 'I-99999999', data, await photos(3))).statusCode).toBe(404);
  });

  it('keeps a listed firm’s name until support approves the new one, while other changes show at once', async () => {
    const { applicant, firmId } = await listedFirm({ name: 'Old Name Interiors' });
    const before = (await detail(firmId, applicant.token)).json<Detail>().firm;
    const keep = before.photos.map(({ id, category }) => ({ id, caption: 'Kept and renamed', category }));
    const response = await edit(
      applicant.token,
      firmId,
      firmData(
        {
          name: 'New Name Interiors',
          about: 'A new description that shows at once on the public page.',
          keepPhotos: keep,
        },
        0,
      ),
    );
    expect(response.json<Saved>()).toMatchObject({
      message: 'Saved. The new name or phone shows once our team has checked it.',
      status: 'approved',
      pendingChanges: { name: 'New Name Interiors', phone: null },
    });
    const seen = (await detail(firmId)).json<Detail & { firm: { about: string } }>().firm;
    expect(seen).toMatchObject({ name: 'Old Name Interiors', status: 'approved', pendingChanges: null });
    expect(seen.about).toBe('A new description that shows at once on the public page.');
    expect(seen.photos.map((photo) => photo.caption)).toEqual([
      'Kept and renamed',
      'Kept and renamed',
      'Kept and renamed',
    ]);
    expect((await detail(firmId, applicant.token)).json<Detail>().firm.pendingChanges).toEqual({
      name: 'New Name Interiors',
      phone: null,
    });
    const queue = (await adminCall(t.app, support.token, 'GET', '/api/admin/firms')).json<{
      firms: { PostID: string; pendingChanges: unknown }[];
    }>();
    expect(queue.firms.find((firm) => firm.PostID === firmId)?.pendingChanges).toEqual({
      name: 'New Name Interiors',
      phone: null,
    });

    expect((await adminCall(t.app, support.token, 'POST', `/api/admin/firms/${firmId}/approve`)).statusCode).toBe(200);
    expect((await detail(firmId)).json<Detail>().firm.name).toBe('New Name Interiors');
    expect((await inbox(applicant.token))[0]?.title).toBe('Your firm’s new details are live');

    // A new phone turned down: the page keeps the approved one and stays listed.
    await edit(
      applicant.token,
      firmId,
      firmData({ name: 'New Name Interiors', phone: '01999888777', keepPhotos: keep }, 0),
    );
    const dropped = await adminCall(t.app, support.token, 'POST', `/api/admin/firms/${firmId}/reject`, {
      reason: 'untrue-information',
    });
    expect(dropped.statusCode).toBe(200);
    const after = (await detail(firmId, applicant.token)).json<Detail>().firm;
    expect(after).toMatchObject({ status: 'approved', phone: '01711223344', pendingChanges: null });
    expect(await directoryIds()).toContain(firmId);
    expect((await inbox(applicant.token))[0]?.title).toBe('Your firm’s change was not approved');
  });

  it('replaces photos: keeps only this firm’s own, 3 to 30 in all, and removes the dropped files', async () => {
    const { applicant, firmId } = await listedFirm();
    const other = (await detail((await listedFirm()).firmId)).json<Detail>().firm.photos[0]!;
    const current = (await detail(firmId, applicant.token)).json<Detail>().firm.photos;
    const meta = ({ id, caption, category }: (typeof current)[number]) => ({ id, caption, category });

    const foreign = await edit(
      applicant.token,
      firmId,
      firmData({ keepPhotos: [meta(other), ...current.map(meta)] }, 0),
    );
    expect(foreign.statusCode).toBe(400);
    const tooFew = await edit(applicant.token, firmId, firmData({ keepPhotos: current.slice(0, 2).map(meta) }, 0));
    expect(tooFew.json()).toMatchObject({ message: 'Add 3 to 30 photos of your work' });

    const replaced = await edit(
      applicant.token,
      firmId,
      firmData({ keepPhotos: current.slice(1).map(meta) }, 2),
      await photos(2, '#224466'),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const now = (await detail(firmId)).json<Detail>().firm.photos;
    expect(now).toHaveLength(4);
    expect(now.slice(0, 2).map((photo) => photo.id)).toEqual(current.slice(1).map((photo) => photo.id));
    const files = await storedFiles();
    expect(files).not.toContain(path.basename(current[0]!.card));
    expect(files).not.toContain(path.basename(current[0]!.large));
    expect(files).toContain(path.basename(now[3]!.large));
  });

  it('removes an owner’s firms with their photo and logo files when the account is deleted', async () => {
    const row = await repos.users.insert(
      userRow({ name: 'Leaving Owner', passwordHash: await hashPassword('secret123') }),
    );
    const token = await signInDirectly(repos.users, row.id);
    const created = await apply(token, firmData(), await photos(3), { ...(await photos(1))[0]!, name: 'logo.jpg' });
    expect(created.statusCode, created.body).toBe(201);
    const firmId = created.json<Saved>().PostID;
    const firm = (await detail(firmId, token)).json<Detail>().firm;
    const files = [...firm.photos.flatMap((photo) => [photo.card, photo.large]), firm.logoUrl!];
    expect(await storedFiles()).toEqual(expect.arrayContaining(files.map((file) => path.basename(file))));

    const gone = await deleteAccount(t.app, token, 'secret123');
    expect(gone.statusCode, gone.body).toBe(200);
    const left = await storedFiles();
    for (const file of files) expect(left).not.toContain(path.basename(file));
    expect((await detail(firmId)).statusCode).toBe(404);
  });

  it('stores gallery photos as WebP without the camera’s EXIF and GPS', async () => {
    const original = await sharp(await cameraPhoto()).metadata();
    expect(original.exif).toBeDefined();
    const { firmId } = await listedFirm();
    const photo = (await detail(firmId)).json<Detail>().firm.photos[0]!;
    for (const file of [photo.card, photo.large]) {
      const stored = await sharp(path.join(t.config.dataDir, file)).metadata();
      expect(stored.format).toBe('webp');
      expect(stored.exif).toBeUndefined();
    }
    expect((await t.app.inject({ method: 'GET', url: photo.card })).statusCode).toBe(200);
  });

  it('decides once when two staff approve at the same moment: one 200, one 409, one audit entry', async () => {
    const { firmId } = await listedFirm({ name: 'Race Interiors' }, false);
    const url = `/api/admin/firms/${firmId}/approve`;
    const answers = await Promise.all([
      adminCall(t.app, support.token, 'POST', url),
      adminCall(t.app, secondSupport.token, 'POST', url),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(firmId)).toEqual([{ action: 'firm.approved', reason: null }]);
  });

  it('lets a member have at most 3 applications waiting, even when they arrive together', async () => {
    const applicant = await member('Busy Applicant');
    const files = await photos(3);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => apply(applicant.token, firmData({ name: `Busy Firm ${i}` }), files)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      message: 'You already have 3 firms waiting for review. Please wait until our team has checked them.',
    });
    const mine = await t.app.inject({ method: 'GET', url: '/api/profile/my-firms', headers: bearer(applicant.token) });
    expect(mine.json<{ firms: { status: string }[] }>().firms.map((firm) => firm.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/my-firms' })).statusCode).toBe(401);
  });
});
