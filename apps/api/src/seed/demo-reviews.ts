import { randomBytes } from 'node:crypto';
import { LIMITS, type InteriorCategory, type RejectionReason } from '@ghorbari/contracts';
import { hashPassword, sha256 } from '../auth/secrets.ts';
import { encodeReviewImage, writeReviewImage } from '../images/review-images.ts';
import type { UserRow } from '../modules/accounts/users.types.ts';
import type { FirmRow } from '../modules/reviews/reviews.types.ts';
import { addressHashOf } from '../modules/reviews/reviews.service.ts';
import type { Repositories } from '../repositories.ts';
import { firmPhoto } from './demo-firm-images.ts';
import {
  isBengali,
  QUEUED,
  REJECTION_NOTE,
  REVIEW_TEXTS,
  REVIEWERS,
  type DemoReviewText,
} from './demo-review-texts.ts';
import type { Storage } from '../storage/storage.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface DemoReview {
  firm: FirmRow;
  author: UserRow;
  /** What the client wrote, its stars and the firm's answer, if any. */
  said: DemoReviewText;
  /** The work the firm's code was issued for: one of the firm's own categories. */
  category: InteriorCategory;
  createdAt: Date;
  status: 'pending' | 'approved' | 'rejected';
  /** Minutes from the code's issue to its use (the quick-code signal under 10). */
  codeMinutes?: number;
  address?: string;
  photo?: boolean;
  /**
   * The number the code was issued for (ADR 051): 'own' is the reviewer's, which they proved by
   * SMS; another number holds the review for support. Without it the code is an older one,
   * issued before codes were tied to a number.
   */
  codeFor?: 'own' | string;
  rejection?: { reason: RejectionReason; note: string };
}

/** How many published reviews each listed firm gets, in turn (designer@ghorbari.test's gets 6). */
const COUNTS = [3, 2, 0, 4, 1, 3, 2, 4, 1, 2, 3, 0, 2];

/**
 * Demo reviews (issues 14 and 31): published reviews of the listed firms from demo clients, each
 * text used once, for work the firm does (the code's category), with its own stars and, for some,
 * the firm's answer to what was said; a few with a customer photo of that kind of work. Then a
 * short queue of pending ones for support, one pair of them suspicious (one address, minutes
 * apart, a reviewer with the owner's phone, codes used at once); and the demo member's own
 * reviews: published, waiting and turned down with support's reason and note. The firms' rating
 * totals move with each approved review. Without firms, nothing is done.
 */
export async function seedDemoReviews(repos: Repositories, now: Date, storage: Storage): Promise<void> {
  const { users, firms, reviews, reviewCodes } = repos;
  const listed: FirmRow[] = [];
  for (let number = 1, misses = 0; misses < 5 && number < 1000; number++) {
    const firm = await firms.byNumber(number);
    if (!firm) misses++;
    else if (firm.status === 'approved') listed.push(firm);
  }
  if (listed.length === 0) return;

  const passwordHash = await hashPassword('demo1234');
  const clients: UserRow[] = [];
  for (const [name, email, phone, gender, language] of REVIEWERS) {
    const existing = await users.byEmail(email);
    clients.push(
      existing ?? (await users.insert({ email, passwordHash, name, phone, gender, birthDate: '1991-02-10', language })),
    );
  }
  const demo = await users.byEmail('demo@ghorbari.test');
  const designer = await users.byEmail('designer@ghorbari.test');

  let seed = 20_24;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const photos = new Map<InteriorCategory, Buffer>();
  const photoOf = async (category: InteriorCategory) => {
    const known = photos.get(category);
    if (known) return known;
    const encoded = await encodeReviewImage(await firmPhoto(category, 1));
    photos.set(category, encoded);
    return encoded;
  };
  /** The category asked for if the firm does that work, else the firm's first. */
  const workOf = (firm: FirmRow, category: InteriorCategory) =>
    firm.categories.includes(category) ? category : firm.categories[0]!;
  /** A client who reads the text's language and has not reviewed the firm yet. */
  const reviewed = new Map<string, Set<string>>();
  const authorFor = (firm: FirmRow, said: DemoReviewText): UserRow => {
    const done = reviewed.get(firm.id) ?? new Set<string>();
    reviewed.set(firm.id, done);
    const language = isBengali(said.text) ? 'bn' : 'en';
    const fits = clients.filter((client) => client.language === language && !done.has(client.id));
    const author = fits.length > 0 ? fits[Math.floor(random() * fits.length)]! : clients[0]!;
    done.add(author.id);
    return author;
  };

  async function write(entry: DemoReview): Promise<void> {
    const { firm, author, said, createdAt, status } = entry;
    const issuedAt = new Date(createdAt.getTime() - (entry.codeMinutes ?? (1 + random() * 9) * 24 * 60) * 60_000);
    const forNumber = entry.codeFor !== undefined;
    const clientPhone = entry.codeFor && entry.codeFor !== 'own' ? entry.codeFor : (author.phone ?? '01700000000');
    if (entry.codeFor === 'own') await users.recordProvenPhone(author.id, clientPhone, issuedAt);
    const code = await reviewCodes.insert({
      firmId: firm.id,
      codeHash: sha256(randomBytes(16).toString('hex')),
      clientName: author.name,
      clientPhone,
      forNumber,
      category: entry.category,
      issuedBy: firm.ownerId,
      createdAt: issuedAt,
      expiresAt: new Date(issuedAt.getTime() + LIMITS.reviewCode.ttlDays * DAY),
      usedAt: createdAt,
      usedBy: author.id,
    });
    const approvedAt = status === 'approved' ? new Date(createdAt.getTime() + (3 + random() * 20) * HOUR) : null;
    const respondedAt = approvedAt && said.reply ? new Date(approvedAt.getTime() + (1 + random() * 2) * DAY) : null;
    const answered = respondedAt && respondedAt < now ? respondedAt : null;
    await reviews.insert({
      firmId: firm.id,
      authorId: author.id,
      codeId: code.id,
      ratingHalves: said.halves,
      text: said.text,
      images: entry.photo ? [await writeReviewImage(await photoOf(entry.category), storage)] : [],
      status,
      rejectionReason: entry.rejection?.reason ?? null,
      rejectionNote: entry.rejection?.note ?? null,
      addressHash: addressHashOf(entry.address ?? `10.${Math.floor(random() * 250)}.${Math.floor(random() * 250)}.7`),
      codeMatch: !forNumber ? 'unbound' : entry.codeFor === 'own' ? 'matched' : 'other-number',
      response: answered ? said.reply! : null,
      respondedAt: answered,
      approvedAt,
      createdAt,
      updatedAt: answered ?? approvedAt ?? createdAt,
    });
    if (status === 'approved') await firms.adjustRating(firm.id, 1, said.halves);
  }

  // Published reviews: each firm's come from the texts about work it does, each text once; a text
  // that names a place or a speciality goes to the firm it was written about.
  const unused = new Map(Object.entries(REVIEW_TEXTS).map(([category, texts]) => [category, [...texts]]));
  const take = (firm: FirmRow, turn: number): [InteriorCategory, DemoReviewText] | null => {
    const order = [...firm.categories.slice(turn % firm.categories.length), ...firm.categories];
    for (const mine of [true, false])
      for (const category of order) {
        const left = unused.get(category) ?? [];
        const fits = left.filter((said) => (mine ? said.firm === firm.name : said.firm === undefined));
        if (fits.length === 0) continue;
        const said = fits[Math.floor(random() * fits.length)]!;
        left.splice(left.indexOf(said), 1);
        return [category, said];
      }
    return null;
  };
  const pinned = (firm: FirmRow) =>
    Object.values(REVIEW_TEXTS)
      .flat()
      .filter((said) => said.firm === firm.name).length;
  const designerFirm = listed.find((firm) => firm.ownerId === designer?.id);
  let written = 0;
  for (const [index, firm] of listed.entries()) {
    const count = Math.max(firm === designerFirm ? 6 : COUNTS[index % COUNTS.length]!, pinned(firm));
    const since = (firm.approvedAt ?? firm.createdAt).getTime();
    for (let turn = 0; turn < count; turn++) {
      const taken = take(firm, turn);
      if (!taken) break;
      const [category, said] = taken;
      const createdAt = new Date(since + random() * Math.max(DAY, now.getTime() - since - 2 * DAY));
      written++;
      await write({
        firm,
        author: authorFor(firm, said),
        said,
        category,
        createdAt,
        status: 'approved',
        photo: written % 7 === 3,
      });
    }
  }

  // The morning's reviews queue: ordinary ones, and one pair support should look at twice.
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const others = listed.filter((firm) => firm !== designerFirm);
  /** A review written `hours` ago, for the firm's work of `category` (or its first). */
  const writeAgo = (
    firm: FirmRow,
    author: UserRow,
    said: DemoReviewText,
    category: InteriorCategory,
    hours: number,
    rest: Pick<DemoReview, 'status' | 'codeMinutes' | 'address' | 'photo' | 'rejection' | 'codeFor'>,
  ) => write({ firm, author, said, category: workOf(firm, category), createdAt: hoursAgo(hours), ...rest });
  const pending = (
    firm: FirmRow,
    said: DemoReviewText,
    category: InteriorCategory,
    hours: number,
    codeFor?: DemoReview['codeFor'],
  ) => writeAgo(firm, authorFor(firm, said), said, category, hours, { status: 'pending', codeFor });
  // Codes issued since codes are tied to a number (ADR 051): one used by its client, one by
  // an account that has not proved the number it was issued for.
  if (designerFirm) await pending(designerFirm, QUEUED.designer, 'home', 5, 'own');
  if (others[0]) await pending(others[0], QUEUED.home, 'home', 20);
  if (others[1]) await pending(others[1], QUEUED.office, 'office', 11, '01811224466');

  const target = others[2] ?? listed[0]!;
  const owner = await users.byId(target.ownerId);
  const cousin = await users.insert({
    email: 'shakil@ghorbari.test',
    passwordHash,
    name: 'Shakil Ahmed',
    phone: owner?.phone ?? target.phone,
    gender: 'male',
    birthDate: '1995-09-01',
    language: 'bn',
  });
  const address = '103.4.145.22';
  const [boast, echo] = QUEUED.pair;
  await writeAgo(target, cousin, boast!, 'home', 3, { status: 'pending', codeMinutes: 3, address });
  await writeAgo(target, clients[0]!, echo!, 'home', 2.7, { status: 'pending', codeMinutes: 6, address });

  // The demo member's own reviews, so My reviews shows each state.
  if (demo) {
    const [first, second, third] = others.length >= 3 ? others : [listed[0]!, listed[0]!, listed[0]!];
    const { approved, pending: waiting, rejected } = QUEUED.mine;
    await writeAgo(first!, demo, approved, 'furniture', 24 * 40, { status: 'approved', photo: true });
    await writeAgo(second!, demo, waiting, 'office', 8, { status: 'pending' });
    await writeAgo(third!, demo, rejected, 'home', 24 * 3, {
      status: 'rejected',
      rejection: { reason: 'guideline-breach', note: REJECTION_NOTE },
    });
  }
}
