import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import type { NewUser } from '../src/modules/accounts/users.types.ts';
import { publicPostId } from '../src/modules/posts/posts.presenters.ts';
import type { NewPost } from '../src/modules/posts/posts.types.ts';
import { dhakaDayStart } from '../src/modules/saved-searches/digest.ts';
import { createRepositories } from '../src/repositories.ts';
import { member as memberOf } from './accounts.fixtures.ts';
import { ONE_DRIVER, openTestDatabase, tempDir, type TestDatabase } from './helpers.ts';
import { postImagesFor, postRow } from './posts.fixtures.ts';
import { startSmtp, textOf as rawTextOf, type ReceivedMail } from './smtp.ts';
import { startTcpProxy } from './tcp-proxy.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const SITE = 'https://ghorbari.example';
/** Dhaka days from tomorrow on: posts "approved" then are newer than any search saved now. */
const firstDay = dhakaDayStart(new Date()).getTime() + DAY;
const at = (day: number, hour: number, minute = 0) => new Date(firstDay + day * DAY + hour * HOUR + minute * 60_000);

/** Flats for sale in a place, up to 70 lakh; each test has its own place so rounds do not mix. */
const flatsIn = (subDistrict: string, district = 'rajshahi', division = 'rajshahi') => ({
  type: 'sell',
  division,
  district,
  subDistrict,
  propertyType: 'apartment',
  maxPrice: 7_000_000,
});

/** The mail's decoded text with plain line ends. */
const textOf = (mail: ReceivedMail) => rawTextOf(mail).replace(/\r\n/g, '\n');

/** The Subject header, its encoded words decoded. */
function subjectOf(mail: ReceivedMail): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?UTF-8\?([BQ])\?(.*?)\?=\s*/gi, (_, kind: string, body: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(body, 'base64').toString('utf8')
        : Buffer.from(
            body
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

describe.each(ONE_DRIVER)('saved-search mail digest on %s', (driver) => {
  let opened: TestDatabase;
  let app: FastifyInstance;
  let other: FastifyInstance;
  let otherDatabase: Database | undefined;
  let repos: ReturnType<typeof createRepositories>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  const dirs: Awaited<ReturnType<typeof tempDir>>[] = [];
  const logs: string[] = [];

  /** An instance on the test database (or, on PostgreSQL, its own pool to it), mailing through the proxy. */
  async function instance(database: Database, logged = false): Promise<FastifyInstance> {
    const dir = await tempDir('ghorbari-digest-');
    dirs.push(dir);
    const config = testConfig({
      dataDir: dir.dir,
      smtpUrl: `smtp://127.0.0.1:${proxy.port}`,
      publicUrl: SITE,
      ...(logged ? { logLevel: 'info' as const } : {}),
    });
    const built = await buildApp({
      config,
      database,
      ...(logged ? { logStream: { write: (line) => logs.push(line) } } : {}),
    });
    await built.ready();
    return built;
  }

  beforeAll(async () => {
    smtp = await startSmtp();
    proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(smtp.url).port) });
    opened = await openTestDatabase(driver);
    repos = createRepositories(opened.database.db);
    app = await instance(opened.database, true);
    // A second instance: on PostgreSQL with its own connections, as another server would have.
    otherDatabase = opened.url ? await openDatabase({ databaseUrl: opened.url }) : undefined;
    other = await instance(otherDatabase ?? opened.database);
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
    await otherDatabase?.close();
    await opened?.dispose();
    await proxy?.close();
    await smtp?.close();
    for (const dir of dirs) await dir.remove();
  });

  const member = (overrides: Partial<NewUser> = {}) => memberOf(opened.database, overrides);
  const call = (token: string, method: 'POST' | 'PATCH', path: string, payload: object) =>
    app.inject({ method, url: path, headers: { authorization: `Bearer ${token}` }, payload });
  /** Saves a search through the API and, unless told otherwise, turns its daily email on. */
  async function saveSearch(token: string, filters: object, { name = 'My flats', digest = true, paused = false } = {}) {
    const saved = await call(token, 'POST', '/api/saved-searches', { filters, name });
    expect(saved.statusCode).toBe(201);
    const id = saved.json<{ search: { _id: string } }>().search._id;
    if (digest || paused) await call(token, 'PATCH', `/api/saved-searches/${id}`, { mailDigest: digest, paused });
    return id;
  }
  /** A post of `ownerId` approved at `approvedAt`. */
  const approved = async (ownerId: string, approvedAt: Date, overrides: Partial<NewPost> = {}) =>
    repos.posts.insert(postRow(ownerId, { status: 'approved', approvedAt, ...overrides }), postImagesFor('digest'));
  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
  const postLink = (post: { type: string; number: number }) =>
    `${SITE}${post.type === 'sell' ? '/Property-Buy-Sell-Details' : '/Property-Rent-Details'}/${publicPostId(post)}`;

  it('mails each member once a Dhaka morning, in their language, with the new matches of their searches', async () => {
    const place = flatsIn('rajshahi-boalia');
    const seeker = await member({ language: 'bn' });
    const reader = await member({ language: 'en' });
    const digestOff = await member();
    const paused = await member();
    const nothingNew = await member();
    const poster = await member();
    const suspended = await member();
    const seekerSearch = await saveSearch(seeker.token, place, { name: 'বোয়ালিয়ার ফ্ল্যাট' });
    await saveSearch(reader.token, place, { name: 'Boalia flats' });
    await saveSearch(digestOff.token, place, { digest: false });
    await saveSearch(paused.token, place, { paused: true });
    await saveSearch(nothingNew.token, flatsIn('rajshahi-rajpara'));
    await saveSearch(poster.token, place);
    await saveSearch(suspended.token, place);
    await repos.users.update(suspended.user.id, { status: 'suspended', suspendedUntil: null });

    const titles = ['বোয়ালিয়ায় প্রথম ফ্ল্যাট', 'বোয়ালিয়ায় দ্বিতীয় ফ্ল্যাট', 'Third flat in Boalia', 'Fourth flat in Boalia'];
    const posts = [];
    for (const [index, title] of titles.entries())
      posts.push(await approved(poster.user.id, at(0, 6, index * 10), { title }));
    await approved(poster.user.id, at(0, 6, 45), { title: 'Too dear for the search', price: 9_900_000 });

    // Before eight in Dhaka nothing goes out.
    expect(await app.savedSearchDigest.runOnce(at(0, 7, 59))).toEqual({ due: false, mailed: 0, failed: 0 });
    expect(mailsTo(seeker.user.email!)).toEqual([]);

    await app.savedSearchDigest.runOnce(at(0, 8));
    const [bnMail] = mailsTo(seeker.user.email!);
    expect(bnMail).toBeDefined();
    expect(subjectOf(bnMail!)).toBe('ঘরবাড়িতে আপনার সংরক্ষিত খোঁজের নতুন বিজ্ঞাপন');
    const bnText = textOf(bnMail!);
    expect(bnText).toContain('■ বোয়ালিয়ার ফ্ল্যাট — ৪টি নতুন বিজ্ঞাপন');
    expect(bnText).toContain('বোয়ালিয়ায় বিক্রির ফ্ল্যাট · ৭০ লাখ টাকার মধ্যে');
    // The three newest, newest first, each with its price and page.
    expect(bnText).toContain(`• Fourth flat in Boalia — ৬৫,০০,০০০ টাকা (৬৫ লাখ)\n  ${postLink(posts[3]!)}`);
    expect(bnText.indexOf('Fourth flat')).toBeLessThan(bnText.indexOf('Third flat'));
    expect(bnText).toContain(postLink(posts[1]!));
    expect(bnText).not.toContain('বোয়ালিয়ায় প্রথম ফ্ল্যাট');
    expect(bnText).not.toContain('Too dear');
    expect(bnText).toContain(`${SITE}/user/my-searches?open=${seekerSearch}`);
    expect(bnText).toContain(`“প্রতিদিনের ইমেইল” বন্ধ করে দিন:\n${SITE}/user/my-searches\n`);
    expect(bnText).toContain('<html lang="bn">');

    const [enMail] = mailsTo(reader.user.email!);
    expect(subjectOf(enMail!)).toBe('New posts for your saved searches on Ghorbari');
    const enText = textOf(enMail!);
    expect(enText).toContain('■ Boalia flats — 4 new posts');
    expect(enText).toContain('Flats for sale in Boalia · under Tk 70 lakh');
    expect(enText).toContain('• Fourth flat in Boalia — Tk 6,500,000 (65 lakh)');
    expect(enText).toContain('turn “Daily email” off on My searches');

    for (const nobody of [digestOff, paused, nothingNew, poster, suspended])
      expect(mailsTo(nobody.user.email!)).toEqual([]);

    // Later the same Dhaka day a new match waits for tomorrow.
    const later = await approved(poster.user.id, at(0, 12), { title: 'Noon flat in Boalia', price: 5_500_000 });
    await app.savedSearchDigest.runOnce(at(0, 14));
    await app.savedSearchDigest.runOnce(at(0, 23, 59));
    expect(mailsTo(seeker.user.email!)).toHaveLength(1);

    await app.savedSearchDigest.runOnce(at(1, 8, 5));
    const next = mailsTo(seeker.user.email!);
    expect(next).toHaveLength(2);
    const nextText = textOf(next[1]!);
    expect(nextText).toContain('■ বোয়ালিয়ার ফ্ল্যাট — ১টি নতুন বিজ্ঞাপন');
    expect(nextText).toContain(`• Noon flat in Boalia — ৫৫,০০,০০০ টাকা (৫৫ লাখ)\n  ${postLink(later)}`);
    expect(nextText).not.toContain('Fourth flat');
    expect(textOf(mailsTo(reader.user.email!)[1]!)).toContain('■ Boalia flats — 1 new post\n');
  });

  it('lists only the searches with new matches, and counts from the member’s last look at a search', async () => {
    const seeker = await member();
    const poster = await member();
    const kept = await saveSearch(seeker.token, flatsIn('rajshahi-motihar'), { name: 'Motihar flats' });
    await saveSearch(seeker.token, flatsIn('rajshahi-shah-makhdum'), { name: 'Shah Makhdum flats' });
    const sylhetSearch = await saveSearch(
      seeker.token,
      { type: 'rent', division: 'sylhet' },
      { name: 'Sylhet rentals' },
    );
    await approved(poster.user.id, at(2, 5), { title: 'Motihar flat', subDistrict: 'rajshahi-motihar' });
    const sylhet = {
      type: 'rent',
      division: 'sylhet',
      district: 'sylhet',
      subDistrict: 'sylhet-sylhet-sadar',
    } as const;
    await approved(poster.user.id, at(2, 5), { ...sylhet, title: 'Seen Sylhet flat', price: 20_000 });
    await approved(poster.user.id, at(2, 7), { ...sylhet, title: 'Unseen Sylhet flat', price: 18_000 });
    // The member opened "Sylhet rentals" at six: what was approved before is not new to them.
    await openedAt(sylhetSearch, at(2, 6));

    await app.savedSearchDigest.runOnce(at(2, 9));
    const mails = mailsTo(seeker.user.email!);
    expect(mails).toHaveLength(1);
    const text = textOf(mails[0]!);
    expect(text).toContain('■ Sylhet rentals — 1 new post');
    expect(text).toContain('• Unseen Sylhet flat — Tk 18,000 / month');
    expect(text).not.toContain('Seen Sylhet flat —');
    expect(text).toContain('■ Motihar flats — 1 new post');
    expect(text).not.toContain('Shah Makhdum');
    // Newest saved search first, as on My searches.
    expect(text.indexOf('Sylhet rentals')).toBeLessThan(text.indexOf('Motihar flats'));
    expect(text).toContain(`${SITE}/user/my-searches?open=${kept}`);
  });

  it('retries on the next round a digest whose mail could not be sent, and logs no address', async () => {
    const seeker = await member();
    const poster = await member();
    await saveSearch(seeker.token, flatsIn('rajshahi-paba'), { name: 'Paba flats' });
    await approved(poster.user.id, at(3, 7), { title: 'Paba flat', subDistrict: 'rajshahi-paba' });

    proxy.set('cut');
    try {
      expect((await app.savedSearchDigest.runOnce(at(3, 8, 10))).failed).toBeGreaterThanOrEqual(1);
    } finally {
      proxy.set('pass');
    }
    expect(mailsTo(seeker.user.email!)).toEqual([]);
    const log = logs.join('\n');
    expect(log).toContain('saved-search digest not sent');
    expect(log).not.toContain(seeker.user.email!);

    await app.savedSearchDigest.runOnce(at(3, 8, 15));
    expect(mailsTo(seeker.user.email!)).toHaveLength(1);
    expect(textOf(mailsTo(seeker.user.email!)[0]!)).toContain('• Paba flat — Tk 6,500,000 (65 lakh)');
    await app.savedSearchDigest.runOnce(at(3, 8, 20));
    expect(mailsTo(seeker.user.email!)).toHaveLength(1);
  });

  it('sends one mail per member when two instances run a round at the same moment', async () => {
    const poster = await member();
    const seekers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => member()));
    for (const seeker of seekers) {
      await saveSearch(seeker.token, flatsIn('rajshahi-bagha'), { name: 'Bagha flats' });
      await saveSearch(seeker.token, flatsIn('rajshahi-charghat'), { name: 'Charghat flats' });
    }
    await approved(poster.user.id, at(4, 7), { title: 'Bagha flat', subDistrict: 'rajshahi-bagha' });
    await approved(poster.user.id, at(4, 7), { title: 'Charghat flat', subDistrict: 'rajshahi-charghat' });

    const rounds = await Promise.all([
      app.savedSearchDigest.runOnce(at(4, 8)),
      other.savedSearchDigest.runOnce(at(4, 8)),
      other.savedSearchDigest.runOnce(at(4, 8, 1)),
    ]);
    expect(rounds.reduce((sum, round) => sum + round.mailed, 0)).toBe(seekers.length);
    for (const seeker of seekers) {
      const mails = mailsTo(seeker.user.email!);
      expect(mails).toHaveLength(1);
      expect(textOf(mails[0]!)).toContain('■ Bagha flats — 1 new post');
      expect(textOf(mails[0]!)).toContain('■ Charghat flats — 1 new post');
    }
  });

  it('lets one of many claims at once take a member’s searches for the day, and a release give them back', async () => {
    const seeker = await member();
    const ids = [
      await saveSearch(seeker.token, flatsIn('rajshahi-godagari'), { name: 'Godagari flats' }),
      await saveSearch(seeker.token, flatsIn('rajshahi-tanore'), { name: 'Tanore flats' }),
    ];
    const claimers = [repos, createRepositories((otherDatabase ?? opened.database).db)];
    const dayStart = dhakaDayStart(at(6, 9));
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        claimers[index % 2]!.savedSearches.claimDigest(seeker.user.id, dayStart, at(6, 9, index)),
      ),
    );
    const winners = claims.filter((claim) => claim.length > 0);
    expect(winners).toHaveLength(1);
    expect(winners[0]!.map((claim) => claim.id).sort()).toEqual([...ids].sort());
    expect(winners[0]!.every((claim) => claim.previousDigestAt === null)).toBe(true);

    // Given back, the searches are taken again by the next claim that day, and only once.
    const won = winners[0]!;
    await repos.savedSearches.releaseDigest(won, won[0]!.lastDigestAt!);
    expect(await repos.savedSearches.claimDigest(seeker.user.id, dayStart, at(6, 10))).toHaveLength(2);
    expect(await repos.savedSearches.claimDigest(seeker.user.id, dayStart, at(6, 11))).toEqual([]);
    // The next Dhaka day they are due again, and each remembers the digest before.
    const tomorrow = await repos.savedSearches.claimDigest(seeker.user.id, dhakaDayStart(at(7, 8)), at(7, 8));
    expect(tomorrow.map((claim) => claim.previousDigestAt)).toEqual([at(6, 10), at(6, 10)]);
  });

  it('runs rounds on its own timer once started, and stops it on close', async () => {
    const seeker = await member();
    const poster = await member();
    await saveSearch(seeker.token, flatsIn('rajshahi-puthia'), { name: 'Puthia flats' });
    await approved(poster.user.id, at(5, 7), { title: 'Puthia flat', subDistrict: 'rajshahi-puthia' });
    expect(mailsTo(seeker.user.email!)).toEqual([]);
    other.savedSearchDigest.start({ everyMs: 20, now: () => at(5, 8, 30) });
    const mail = await smtp.mailTo(seeker.user.email!);
    await other.savedSearchDigest.stop();
    expect(textOf(mail)).toContain('■ Puthia flats — 1 new post');
    expect(mailsTo(seeker.user.email!)).toHaveLength(1);
  });

  /** The member opened the search's results at `when` (the page does this through the API at the real time). */
  async function openedAt(id: string, when: Date) {
    await opened.database.db.execute(
      sql`update saved_searches set last_visited_at = ${when.toISOString()}::timestamptz where id = ${id}`,
    );
  }
});
