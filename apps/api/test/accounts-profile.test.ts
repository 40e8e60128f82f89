import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, deleteAccount, registerUser, sendForm } from './accounts.fixtures.ts';
import { ONE_DRIVER, buildMailTestApp, type TestApp } from './helpers.ts';
import { type Smtp } from './smtp.ts';
import { multipartForm } from './uploads.fixtures.ts';

const validProfile = {
  name: 'Sharmin Akter',
  phone: '01711223344',
  gender: 'female',
  birthDate: '1992-03-08',
  bio: 'Teacher in Rajshahi',
  occupation: 'Teacher',
  address: { division: 'rajshahi', district: 'rajshahi', subDistrict: 'rajshahi-boalia' },
};

describe.each(ONE_DRIVER)('accounts: profile, privacy and account on %s', (driver) => {
  let t: TestApp & { smtp: Smtp };
  beforeAll(async () => void (t = await buildMailTestApp(driver)));
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : { 'accept-language': 'en' } });
  const put = (url: string, token: string, body: object) =>
    t.app.inject({ method: 'PUT', url, headers: bearer(token), payload: body });
  /** A profile picture as the browser sends it: one file in the "image" field. */
  const uploadPicture = (token: string, name: string, type: string, content: Buffer) =>
    sendForm(
      t.app,
      token,
      'POST',
      '/api/profile/picture',
      multipartForm({}, [{ field: 'image', name, type, content }]),
    );

  it('refuses every profile route without a valid token', async () => {
    const calls = [
      ['GET', '/api/profile'],
      ['PUT', '/api/profile/update'],
      ['POST', '/api/profile/picture'],
      ['DELETE', '/api/profile'],
      ['GET', '/api/profile/getSettings'],
      ['PUT', '/api/profile/updateSettings'],
    ] as const;
    for (const [method, url] of calls) {
      for (const headers of [{}, { authorization: 'Bearer not-a-real-token-at-all' }, { authorization: 'Basic abc' }]) {
        const response = await t.app.inject({
          method,
          url,
          headers: { 'accept-language': 'en', ...headers },
          payload: {},
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json(), `${method} ${url}`).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      }
    }
  });

  it('updates the profile, and locks the name for 3 months after a change', async () => {
    const { token } = await registerUser(t, t.smtp);
    const first = await put('/api/profile/update', token, { ...validProfile, name: 'Sharmin Sultana' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Profile updated successfully',
      userData: { name: 'Sharmin Sultana', bio: 'Teacher in Rajshahi' },
    });
    const unlock = first.json<{ userData: { nameChangeAvailableAt: string } }>().userData.nameChangeAvailableAt;
    expect(new Date(unlock).getTime()).toBeGreaterThan(Date.now() + 80 * 86_400_000);

    const again = await put('/api/profile/update', token, { ...validProfile, name: 'Sharmin Rahman' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: 'You can change your name again only 3 months after the last change',
    });
    const otherFields = await put('/api/profile/update', token, {
      ...validProfile,
      name: 'Sharmin Sultana',
      phone: '01911223344',
    });
    expect(otherFields.statusCode).toBe(200);

    const bad = await put('/api/profile/update', token, { ...validProfile, name: 'Sharmin Sultana', phone: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Please enter a valid phone number' });
    const profile = await get('/api/profile', token);
    expect(profile.json()).toMatchObject({ userData: { phone: '01911223344' } });
  });

  it('keeps privacy settings and shows other people only what the owner allows', async () => {
    const owner = await registerUser(t, t.smtp);
    const id = (await get('/api/profile', owner.token)).json<{ userData: { _id: string } }>().userData._id;
    expect((await get('/api/profile/getSettings', owner.token)).json()).toEqual({
      success: true,
      settings: {
        showEmail: false,
        showPhone: false,
        showAddress: false,
        birthDate: false,
        notifyReplies: true,
        mailPriceDrops: false,
      },
    });
    const hidden = (await get(`/api/users/${id}`)).json<{ profile: Record<string, unknown> }>().profile;
    expect(hidden.name).toBe('Sharmin Akter');
    for (const field of ['email', 'phone', 'address', 'birthDate']) expect(hidden, field).not.toHaveProperty(field);

    const changed = await put('/api/profile/updateSettings', owner.token, {
      showEmail: true,
      showPhone: true,
      showAddress: false,
      birthDate: false,
    });
    expect(changed.json()).toEqual({ success: true });
    const shown = (await get(`/api/users/${id}`)).json<{ profile: Record<string, unknown> }>().profile;
    expect(shown).toMatchObject({ email: owner.email, phone: '01711223344' });
    expect(shown).not.toHaveProperty('address');
    expect(JSON.stringify(shown)).not.toMatch(/argon2|passwordHash/);

    const invalid = await put('/api/profile/updateSettings', owner.token, { showEmail: 'yes' });
    expect(invalid.statusCode).toBe(400);
    expect((await get('/api/profile/getSettings', owner.token)).json()).toMatchObject({
      settings: { showEmail: true, showPhone: true },
    });
    expect((await get('/api/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/users/not-a-uuid')).statusCode).toBe(404);
  });

  it('stores a profile picture as a small WebP with the GPS position and camera data removed', async () => {
    const { token } = await registerUser(t, t.smtp);
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#6b8e23' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCam', Model: 'X1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await uploadPicture(token, 'IMG_2041.jpg', 'image/jpeg', photo);
    expect(response.statusCode).toBe(200);
    const { proPic } = response.json<{ proPic: string }>();
    expect(proPic).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);

    const stored = await sharp(path.join(t.config.dataDir, proPic)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 320, height: 320 });
    expect(stored.exif).toBeUndefined();
    const served = await t.app.inject({ method: 'GET', url: proPic });
    expect(served.statusCode).toBe(200);
    expect((await get('/api/profile', token)).json()).toMatchObject({ userData: { proPic } });
  });

  it('refuses a picture that is not an image, or too large, without changing the profile', async () => {
    const { token } = await registerUser(t, t.smtp);
    const notImage = await uploadPicture(
      token,
      'photo.jpg',
      'image/jpeg',
      Buffer.from('%PDF-1.7 definitely not a photo'),
    );
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ message: 'Please choose a JPEG, PNG or WebP image' });

    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await uploadPicture(token, 'a.gif', 'image/gif', gif)).statusCode).toBe(415);

    const tooLarge = await uploadPicture(token, 'big.jpg', 'image/jpeg', Buffer.alloc(9 * 1024 * 1024, 1));
    expect(tooLarge.statusCode).toBe(413);
    expect((await get('/api/profile', token)).json()).toMatchObject({ userData: { proPic: null } });
  });

  it('deletes the account only with the right password, and then nothing of it remains', async () => {
    const { email, token } = await registerUser(t, t.smtp);
    const id = (await get('/api/profile', token)).json<{ userData: { _id: string } }>().userData._id;
    const wrong = await deleteAccount(t.app, token, 'not-mine');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ message: 'The password is not correct' });
    const gone = await deleteAccount(t.app, token, 'secret123');
    expect(gone.statusCode).toBe(200);
    expect((await get('/api/profile', token)).statusCode).toBe(401);
    expect((await get(`/api/users/${id}`)).statusCode).toBe(404);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'secret123' } });
    expect(login.statusCode).toBe(401);
  });

  it('shows a suspension with its end date, and lifts it once the date has passed', async () => {
    const { email, token } = await registerUser(t, t.smtp);
    const { users } = await import('../src/modules/accounts/accounts.schema.ts');
    const { eq } = await import('drizzle-orm');
    const until = new Date(Date.now() + 7 * 86_400_000);
    await t.database.db.update(users).set({ status: 'suspended', suspendedUntil: until }).where(eq(users.email, email));
    expect((await get('/api/profile', token)).json()).toMatchObject({
      userData: { status: 'suspended', suspendedUntil: until.toISOString() },
    });
    await t.database.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.email, email));
    expect((await get('/api/profile', token)).json()).toMatchObject({
      userData: { status: 'normal', suspendedUntil: null },
    });
  });
});
