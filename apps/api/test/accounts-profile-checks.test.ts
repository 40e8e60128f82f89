import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, deleteAccount, post, profileFor, registerUser, sendForm, uniqueEmail } from './accounts.fixtures.ts';
import { ONE_DRIVER, buildMailTestApp, type TestApp } from './helpers.ts';
import { photo, postForm, sellFlat } from './posts.fixtures.ts';
import { codeIn, type Smtp } from './smtp.ts';

/** Issue 11: an address names a real place, and a deleted account leaves no photo behind. */
describe.each(ONE_DRIVER)('accounts: address places and account deletion on %s', (driver) => {
  let t: TestApp & { smtp: Smtp };
  beforeAll(async () => void (t = await buildMailTestApp(driver)));
  afterAll(() => t.close());

  const wrongPlaces = [
    // A district of another division (Dhaka is not in Rajshahi division).
    [{ division: 'rajshahi', district: 'dhaka', subDistrict: 'dhaka-dhanmondi' }, 'address.district'],
    // A sub-district of another district.
    [{ division: 'rajshahi', district: 'rajshahi', subDistrict: 'dhaka-dhanmondi' }, 'address.subDistrict'],
    [{ division: 'rajshahi', district: 'no-such-district', subDistrict: 'rajshahi-boalia' }, 'address.district'],
  ] as const;
  const message = 'Please choose a district of your division and a sub-district of that district';

  it('refuses a registration whose district or sub-district is not in the chosen division', async () => {
    const email = uniqueEmail('place');
    const before = t.smtp.mails.length;
    await post(t.app, '/api/auth/register/send-code', { email });
    const code = codeIn(await t.smtp.mailTo(email, before));
    const verified = await post(t.app, '/api/auth/register/verify-code', { email, code });
    const { registrationToken } = verified.json<{ registrationToken: string }>();
    for (const [address, path] of wrongPlaces) {
      const response = await post(t.app, '/api/auth/register/complete', {
        registrationToken,
        ...profileFor({ address }),
      });
      expect(response.statusCode, path).toBe(400);
      expect(response.json(), path).toMatchObject({ code: 'VALIDATION_FAILED', message, issues: [{ path, message }] });
    }
    const bn = await post(
      t.app,
      '/api/auth/register/complete',
      { registrationToken, ...profileFor({ address: wrongPlaces[0][0] }) },
      { 'accept-language': 'bn' },
    );
    expect(bn.json()).toMatchObject({ message: 'আপনার বিভাগের একটি জেলা আর সেই জেলার একটি উপজেলা বেছে নিন' });
    // The token was not spent by the refusals: the right address still completes.
    const done = await post(t.app, '/api/auth/register/complete', { registrationToken, ...profileFor() });
    expect(done.statusCode).toBe(201);
  });

  it('refuses a profile update whose district or sub-district is not in the chosen division', async () => {
    const { token } = await registerUser(t, t.smtp);
    const { password: _p, confirmPassword: _c, ...profile } = profileFor();
    for (const [address, path] of wrongPlaces) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/profile/update',
        headers: bearer(token),
        payload: { ...profile, address },
      });
      expect(response.statusCode, path).toBe(400);
      expect(response.json(), path).toMatchObject({ code: 'VALIDATION_FAILED', message, issues: [{ path, message }] });
    }
    const fine = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/update',
      headers: bearer(token),
      payload: { ...profile, address: { division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-dhanmondi' } },
    });
    expect(fine.statusCode).toBe(200);
    expect(fine.json()).toMatchObject({ userData: { address: { district: 'dhaka', subDistrict: 'dhaka-dhanmondi' } } });
  });

  it("removes the photos of a deleted account's posts, so their addresses answer 404", async () => {
    const { token } = await registerUser(t, t.smtp);
    const form = postForm(sellFlat(), [{ content: await photo() }, { content: await photo('#884422') }]);
    const created = await sendForm(t.app, token, 'POST', '/api/posts', form);
    expect(created.statusCode).toBe(201);
    const { PostID } = created.json<{ PostID: string }>();
    const detail = await t.app.inject({ method: 'GET', url: `/api/posts/${PostID}`, headers: bearer(token) });
    const { images } = detail.json<{ post: { images: { card: string; large: string }[] } }>().post;
    const urls = images.flatMap((image) => [image.card, image.large]);
    expect(urls).toHaveLength(4);
    for (const url of urls) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);

    const gone = await deleteAccount(t.app, token, 'secret123');
    expect(gone.statusCode).toBe(200);
    for (const url of urls) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});
