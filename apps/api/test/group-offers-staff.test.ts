import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ApiFailure } from '@ghorbari/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupInterests } from '../src/modules/group/group.schema.ts';
import { bearer } from './accounts.fixtures.ts';
import { adminCall, buildStaffTestApp, type StaffCast } from './admin.fixtures.ts';
import { cameraPhoto, offerData, offerForm, photos, type FormFile } from './group-offers.fixtures.ts';
import { ONE_DRIVER, type TestApp } from './helpers.ts';

interface Detail {
  offer: {
    PostID: string;
    title: string;
    status: string;
    landKatha: number;
    images: { id: string; card: string; large: string }[];
  };
}
describe.each(ONE_DRIVER)('group-building offers in the staff area on %s', (driver) => {
  let t: TestApp & StaffCast;
  beforeAll(async () => void (t = await buildStaffTestApp(driver)));
  afterAll(() => t.close());

  const storedFiles = async () =>
    (await readdir(path.join(t.config.dataDir, 'uploads', 'group')).catch(() => [])).sort();
  const send = (method: 'POST' | 'PUT', url: string, token: string | null, data: unknown, files: FormFile[]) => {
    const form = offerForm(data, files);
    return t.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : { 'accept-language': 'en' }), ...form.headers },
      payload: form.payload,
    });
  };
  const create = (data: unknown, files: FormFile[], token: string | null = t.support.token) =>
    send('POST', '/api/admin/group-offers', token, data, files);
  const edit = (offerId: string, data: unknown, files: FormFile[] = [], token: string | null = t.support.token) =>
    send('PUT', `/api/admin/group-offers/${offerId}`, token, data, files);
  const setStatus = (offerId: string, status: string, token = t.support.token) =>
    adminCall(t.app, token, 'POST', `/api/admin/group-offers/${offerId}/status`, { status });
  const publicPage = (offerId: string) =>
    t.app.inject({ method: 'GET', url: `/api/group-offers/${offerId}`, headers: { 'accept-language': 'en' } });
  const auditOf = async (offerId: string) =>
    (await t.repos.audit.ofTarget('group-offer', offerId)).map((entry) => ({
      action: entry.action,
      details: entry.details,
    }));
  async function published(data: Record<string, unknown> = {}, count = 2): Promise<string> {
    const created = await create(offerData(data), await photos(count));
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ PostID: string }>().PostID;
  }

  it('refuses each invalid offer with its own message, and stores nothing', async () => {
    const before = await storedFiles();
    const refused = async (data: unknown, files: FormFile[]) => {
      const response = await create(data, files);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      return response.json<ApiFailure>();
    };
    const photoCount = { code: 'VALIDATION_FAILED', message: 'Add 1 to 10 photos' };
    expect(await refused(offerData(), [])).toMatchObject(photoCount);
    expect(await refused(offerData(), await photos(11))).toMatchObject(photoCount);
    expect((await refused(offerData({ flatSizeMin: 1500, flatSizeMax: 1200 }), await photos(1))).issues).toEqual([
      { path: 'flatSizeMax', message: 'Please enter a valid size in sqft' },
    ]);
    expect((await refused(offerData({ sharesTotal: 10, sharesLeft: 11 }), await photos(1))).issues).toEqual([
      { path: 'sharesLeft', message: 'Shares left cannot be more than the shares in all' },
    ]);
    const noPrice = await refused(offerData({ pricePerShare: undefined, pricePerSqft: undefined }), await photos(1));
    expect(noPrice).toMatchObject({ message: 'Please enter a valid price in Tk' });
    expect(noPrice.issues).toEqual([{ path: 'pricePerShare', message: 'Please enter a valid price in Tk' }]);
    expect((await refused(offerData({ startMonth: '2026-13' }), await photos(1))).issues).toEqual([
      { path: 'startMonth', message: 'Please choose a valid month' },
    ]);
    // Years a building may start or be handed over in (issue 39): the probe's months are refused.
    expect((await refused(offerData({ startMonth: '0000-01' }), await photos(1))).issues).toEqual([
      { path: 'startMonth', message: 'Please choose a valid month' },
    ]);
    expect((await refused(offerData({ handoverMonth: '9999-12' }), await photos(1))).issues).toEqual([
      { path: 'handoverMonth', message: 'Please choose a valid month' },
    ]);
    expect(
      (await refused(offerData({ startMonth: '2027-05', handoverMonth: '2026-01' }), await photos(1))).issues,
    ).toEqual([{ path: 'handoverMonth', message: 'Please choose a valid month' }]);
    expect((await refused(offerData({ developBy: ' ' }), await photos(1))).message).toBe(
      'Please enter the developer or landowner',
    );
    expect((await refused(offerData({ landUnit: 'hectare' }), await photos(1))).issues).toEqual([
      { path: 'landUnit', message: 'Please choose one of the options' },
    ]);
    const wrongPlace = { division: 'sylhet', district: 'dhaka', subDistrict: 'dhaka-mirpur' };
    expect((await refused(offerData({ location: wrongPlace }), await photos(1))).message).toBe(
      'Please choose one of the options',
    );
    const text = { content: Buffer.from('just some text, not a photo'), name: 'plan.jpg' };
    expect((await refused(offerData(), [...(await photos(1)), text])).message).toBe(
      'Please choose a JPEG, PNG or WebP image',
    );
    expect((await refused('{not json', await photos(1))).message).toBe(
      'The form could not be read. Please send it again.',
    );
    // Photo ids to keep belong to an offer being edited; a new offer has none.
    const foreign = offerData({ keepPhotos: ['6f1d3c2e-0000-4000-8000-000000000000'] });
    expect((await refused(foreign, await photos(1))).issues?.[0]?.path).toBe('keepPhotos');
    expect(await storedFiles()).toEqual(before);
  });

  it('lets only support and admin in: no sign-in is 401, a member is 403', async () => {
    const offerId = await published();
    const staffCalls = (token: string | null) => [
      t.app.inject({
        method: 'GET',
        url: '/api/admin/group-offers',
        headers: token ? bearer(token) : {},
      }),
      t.app.inject({
        method: 'GET',
        url: `/api/admin/group-offers/${offerId}`,
        headers: token ? bearer(token) : {},
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/admin/group-offers/${offerId}/status`,
        headers: token ? bearer(token) : {},
        payload: { status: 'closed' },
      }),
    ];
    const files = await photos(1);
    for (const token of [null, t.memberToken]) {
      const expected = token ? 403 : 401;
      for (const call of staffCalls(token)) expect((await call).statusCode).toBe(expected);
      expect((await create(offerData(), files, token)).statusCode).toBe(expected);
      expect((await edit(offerId, offerData({ keepPhotos: [] }), files, token)).statusCode).toBe(expected);
    }
    expect((await publicPage(offerId)).json<Detail>().offer.status).toBe('open');
    const listed = await adminCall(t.app, t.admin.token, 'GET', '/api/admin/group-offers');
    expect(listed.statusCode).toBe(200);
    expect((await create(offerData(), files, t.admin.token)).statusCode).toBe(201);
  });

  it('publishes an offer with its photos as WebP without EXIF, the land in katha, and logs it', async () => {
    const original = await sharp(await cameraPhoto()).metadata();
    expect(original.exif).toBeDefined();
    const created = await create(offerData({ landSize: 1.5, landUnit: 'bigha' }), await photos(3));
    expect(created.statusCode).toBe(201);
    const saved = created.json<{ message: string; PostID: string }>();
    expect(saved.message).toBe('Offer saved');
    expect(saved.PostID).toMatch(/^G-\d+$/);

    const page = await publicPage(saved.PostID);
    expect(page.statusCode).toBe(200);
    const { offer } = page.json<Detail>();
    expect(offer).toMatchObject({ title: 'Group building on 5 katha in Mirpur 11', status: 'open', landKatha: 30 });
    expect(offer.images).toHaveLength(3);
    for (const image of offer.images) {
      for (const file of [image.card, image.large]) {
        const stored = await sharp(path.join(t.config.dataDir, file)).metadata();
        expect(stored.format).toBe('webp');
        expect(stored.exif).toBeUndefined();
      }
    }
    expect(await auditOf(saved.PostID)).toEqual([
      {
        action: 'group.created',
        details: { developBy: 'Nir Builders Ltd', division: 'dhaka', district: 'dhaka', status: 'open', photos: 3 },
      },
    ]);
  });

  it('edits an offer: keeps the chosen photos in their new order, adds new ones, deletes removed files', async () => {
    const offerId = await published({}, 3);
    const before = (await publicPage(offerId)).json<Detail>().offer.images;
    const [first, second, third] = before;
    const editData = offerData({ title: 'Group building on 5 katha, Mirpur 11 (phase 2)', sharesLeft: 3 });

    // Every photo kept and ten new ones: eleven in all.
    const tooMany = await edit(offerId, { ...editData, keepPhotos: before.map((p) => p.id) }, await photos(8));
    expect(tooMany.json<ApiFailure>()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Add 1 to 10 photos' });
    const none = await edit(offerId, { ...editData, keepPhotos: [] });
    expect(none.json<ApiFailure>().message).toBe('Add 1 to 10 photos');
    const other = await published();
    const foreignPhoto = (await publicPage(other)).json<Detail>().offer.images[0]!.id;
    const foreign = await edit(offerId, { ...editData, keepPhotos: [foreignPhoto] }, await photos(1));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<ApiFailure>().issues?.[0]?.path).toBe('keepPhotos');

    const edited = await edit(offerId, { ...editData, keepPhotos: [third!.id, first!.id] }, await photos(1, '#204080'));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({ success: true, message: 'Offer saved', PostID: offerId });
    const after = (await publicPage(offerId)).json<Detail>().offer;
    expect(after.title).toBe('Group building on 5 katha, Mirpur 11 (phase 2)');
    expect(after.images.map((image) => image.id).slice(0, 2)).toEqual([third!.id, first!.id]);
    expect(after.images).toHaveLength(3);
    const files = await storedFiles();
    expect(files).not.toContain(path.basename(second!.card));
    expect(files).not.toContain(path.basename(second!.large));
    expect(files).toContain(path.basename(first!.card));

    const entries = await auditOf(offerId);
    expect(entries[0]).toEqual({
      action: 'group.updated',
      details: {
        changes: {
          title: {
            from: 'Group building on 5 katha in Mirpur 11',
            to: 'Group building on 5 katha, Mirpur 11 (phase 2)',
          },
          sharesLeft: { from: 7, to: 3 },
        },
        photos: { kept: 2, added: 1, removed: 1, reordered: true },
      },
    });
  });

  it('keeps an optional English twin of the title and description, checked like the Bengali', async () => {
    const bengali = {
      title: 'মিরপুর ১১-তে ৫ কাঠা জমিতে গ্রুপ বিল্ডিং',
      description: 'মিরপুর ১১-এর শান্ত এলাকায় দক্ষিণমুখী প্লট।'.repeat(2),
    };
    const english = {
      titleEn: 'Group building on 5 katha in Mirpur 11',
      descriptionEn: 'A south-facing plot in a quiet part of Mirpur 11.',
    };
    const short = await create(
      offerData({ ...bengali, titleEn: 'Flat', descriptionEn: 'Too short.' }),
      await photos(1),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json<ApiFailure>().issues).toEqual([
      { path: 'titleEn', message: 'Write the English title in at least 5 characters, or leave it empty' },
      { path: 'descriptionEn', message: 'Write the English description in at least 20 characters, or leave it empty' },
    ]);
    const long = await create(offerData({ ...bengali, titleEn: 'x'.repeat(121) }), await photos(1));
    expect(long.json<ApiFailure>().issues).toEqual([
      { path: 'titleEn', message: 'The title can be at most 120 characters' },
    ]);

    const offerId = await published(
      { ...bengali, titleEn: `  ${english.titleEn} `, descriptionEn: english.descriptionEn },
      1,
    );
    expect((await publicPage(offerId)).json<{ offer: unknown }>().offer).toMatchObject({ ...bengali, ...english });
    const list = await t.app.inject({ method: 'GET', url: '/api/group-offers?limit=48' });
    const card = list.json<{ offers: { PostID: string }[] }>().offers.find((offer) => offer.PostID === offerId);
    expect(card).toMatchObject({ title: bengali.title, titleEn: english.titleEn });

    // Emptied, the twin is gone: English readers then see the Bengali.
    const edited = await edit(
      offerId,
      { ...offerData({ ...bengali, titleEn: ' ', descriptionEn: '' }), keepPhotos: [] },
      await photos(1),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await publicPage(offerId)).json<{ offer: unknown }>().offer).toMatchObject({
      ...bengali,
      titleEn: null,
      descriptionEn: null,
    });
  });

  it('closes an offer (its page answers 404), reopens it, and logs each change once', async () => {
    const offerId = await published({ title: 'Offer to be closed in Mirpur' });
    expect((await setStatus(offerId, 'filled')).json()).toEqual({
      success: true,
      message: 'Offer status changed',
      PostID: offerId,
    });
    expect((await publicPage(offerId)).json<Detail>().offer.status).toBe('filled');

    expect((await setStatus(offerId, 'closed')).statusCode).toBe(200);
    const gone = await publicPage(offerId);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({
      code: 'GROUP_OFFER_UNAVAILABLE',
      message: 'This offer is no longer available',
    });
    // Staff still see and edit it.
    const staffView = await adminCall(t.app, t.support.token, 'GET', `/api/admin/group-offers/${offerId}`);
    expect(staffView.json<Detail>().offer).toMatchObject({ PostID: offerId, status: 'closed' });
    const closedList = await adminCall(t.app, t.support.token, 'GET', '/api/admin/group-offers?status=closed');
    expect(closedList.json<{ offers: { PostID: string }[] }>().offers.map((o) => o.PostID)).toContain(offerId);
    // The same status again changes nothing and logs nothing.
    expect((await setStatus(offerId, 'closed')).statusCode).toBe(200);
    expect((await setStatus(offerId, 'sold')).statusCode).toBe(400);
    expect((await setStatus('G-999999', 'open')).statusCode).toBe(404);

    expect((await setStatus(offerId, 'open')).statusCode).toBe(200);
    expect((await publicPage(offerId)).statusCode).toBe(200);
    expect((await auditOf(offerId)).map((entry) => [entry.action, entry.details])).toEqual([
      ['group.status-changed', { status: { from: 'closed', to: 'open' } }],
      ['group.status-changed', { status: { from: 'filled', to: 'closed' } }],
      ['group.status-changed', { status: { from: 'open', to: 'filled' } }],
      ['group.created', expect.objectContaining({ status: 'open' })],
    ]);
  });

  it('lists every offer for staff, newest first, with its new and total leads', async () => {
    const older = await published({ title: 'Older offer for the staff list' });
    const newer = await published({ title: 'Newer offer for the staff list' });
    const offer = await t.repos.groupOffers.byNumber(Number(older.slice(2)));
    const lead = (phone: string, status: 'new' | 'called') => ({
      offerId: offer!.id,
      offerKey: offer!.id,
      name: 'Farhana Akter',
      occupation: 'Teacher',
      phone,
      day: '2026-01-10',
      status,
    });
    await t.database.db
      .insert(groupInterests)
      .values([lead('01711000001', 'new'), lead('01711000002', 'new'), lead('01711000003', 'called')]);
    expect((await setStatus(newer, 'closed')).statusCode).toBe(200);

    const response = await adminCall(t.app, t.support.token, 'GET', '/api/admin/group-offers');
    const { offers } = response.json<{
      offers: { PostID: string; status: string; newLeads: number; totalLeads: number }[];
    }>();
    const ids = offers.map((o) => o.PostID);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(offers.find((o) => o.PostID === older)).toMatchObject({ newLeads: 2, totalLeads: 3, status: 'open' });
    expect(offers.find((o) => o.PostID === newer)).toMatchObject({ newLeads: 0, totalLeads: 0, status: 'closed' });
  });
});
