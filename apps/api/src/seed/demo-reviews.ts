import { randomBytes } from 'node:crypto';
import { LIMITS } from '@ghorbari/contracts';
import { hashPassword, sha256 } from '../auth/secrets.ts';
import { encodeReviewImage, writeReviewImage } from '../images/review-images.ts';
import type { UserRow } from '../modules/accounts/users.types.ts';
import type { FirmRow } from '../modules/reviews/reviews.types.ts';
import { addressHashOf } from '../modules/reviews/reviews.service.ts';
import type { Repositories } from '../repositories.ts';
import { firmPhoto } from './demo-firm-images.ts';
import { RESPONSES, REVIEW_TEXTS, REVIEWERS, type Mood } from './demo-review-texts.ts';
import type { Storage } from '../storage/storage.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface DemoReview {
  firm: FirmRow;
  author: UserRow;
  halves: number;
  createdAt: Date;
  status: 'pending' | 'approved' | 'rejected';
  /** Minutes from the code's issue to its use (the quick-code signal under 10). */
  codeMinutes?: number;
  address?: string;
  response?: boolean;
  photo?: boolean;
  rejection?: { reason: 'prohibited-content'; note: string };
}

const moodOf = (halves: number): Mood => (halves >= 8 ? 'happy' : halves >= 5 ? 'mixed' : 'unhappy');

/**
 * Demo reviews (issue 14): up to 12 approved reviews per listed firm from demo clients, in
 * Bengali and English and half-star ratings, some answered by the firm and a few with a customer
 * photo; a short queue of pending ones for support, one pair of them suspicious (one address,
 * minutes apart, a reviewer with the owner's phone, codes used at once); and the demo member's
 * own reviews: published, waiting and turned down. designer@ghorbari.test's firm gets several.
 * The firms' rating totals move with each approved review. Without firms, nothing is done.
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
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const photo = await encodeReviewImage(await firmPhoto('home', 1));

  async function write(entry: DemoReview): Promise<void> {
    const { firm, author, halves, createdAt, status } = entry;
    const issuedAt = new Date(createdAt.getTime() - (entry.codeMinutes ?? (1 + random() * 9) * 24 * 60) * 60_000);
    const code = await reviewCodes.insert({
      firmId: firm.id,
      codeHash: sha256(randomBytes(16).toString('hex')),
      clientName: author.name,
      clientPhone: author.phone ?? '01700000000',
      category: pick(firm.categories),
      issuedBy: firm.ownerId,
      createdAt: issuedAt,
      expiresAt: new Date(issuedAt.getTime() + LIMITS.reviewCode.ttlDays * DAY),
      usedAt: createdAt,
      usedBy: author.id,
    });
    const bn = author.language !== 'en';
    const approvedAt = status === 'approved' ? new Date(createdAt.getTime() + (3 + random() * 20) * HOUR) : null;
    const respondedAt = approvedAt && entry.response ? new Date(approvedAt.getTime() + (1 + random() * 2) * DAY) : null;
    const answered = respondedAt && respondedAt < now ? respondedAt : null;
    await reviews.insert({
      firmId: firm.id,
      authorId: author.id,
      codeId: code.id,
      ratingHalves: halves,
      text: pick(REVIEW_TEXTS[moodOf(halves)])[bn ? 1 : 0],
      images: entry.photo ? [await writeReviewImage(photo, storage)] : [],
      status,
      rejectionReason: entry.rejection?.reason ?? null,
      rejectionNote: entry.rejection?.note ?? null,
      addressHash: addressHashOf(entry.address ?? `10.${Math.floor(random() * 250)}.${Math.floor(random() * 250)}.7`),
      response: answered ? pick(RESPONSES[halves >= 8 ? 'thanks' : 'sorry'])[bn ? 1 : 0] : null,
      respondedAt: answered,
      approvedAt,
      createdAt,
      updatedAt: answered ?? approvedAt ?? createdAt,
    });
    if (status === 'approved') await firms.adjustRating(firm.id, 1, halves);
  }

  // Published reviews: each firm has its own standing, and clients are a little kinder or harsher.
  const designerFirm = listed.find((firm) => firm.ownerId === designer?.id);
  let written = 0;
  for (const firm of listed) {
    const count = firm === designerFirm ? 6 : Math.floor(random() * 13);
    const standing = 5 + random() * 5;
    const since = (firm.approvedAt ?? firm.createdAt).getTime();
    const authors = [...clients].sort(() => random() - 0.5).slice(0, count);
    for (const author of authors) {
      const halves = Math.max(2, Math.min(10, Math.round(standing + (random() - 0.35) * 4)));
      const createdAt = new Date(since + random() * Math.max(DAY, now.getTime() - since - 2 * DAY));
      written++;
      await write({
        firm,
        author,
        halves,
        createdAt,
        status: 'approved',
        response: random() < 0.4,
        photo: written % 9 === 4,
      });
    }
  }

  // The morning's reviews queue: ordinary ones, and one pair support should look at twice.
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const others = listed.filter((firm) => firm !== designerFirm);
  if (designerFirm) {
    await write({ firm: designerFirm, author: clients[6]!, halves: 7, createdAt: hoursAgo(5), status: 'pending' });
  }
  for (const [index, firm] of others.slice(0, 2).entries()) {
    await write({
      firm,
      author: clients[11 - index]!,
      halves: 8 + index,
      createdAt: hoursAgo(20 - index * 9),
      status: 'pending',
    });
  }
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
  await write({
    firm: target,
    author: cousin,
    halves: 10,
    createdAt: hoursAgo(3),
    status: 'pending',
    codeMinutes: 3,
    address,
  });
  await write({
    firm: target,
    author: clients[0]!,
    halves: 10,
    createdAt: hoursAgo(2.7),
    status: 'pending',
    codeMinutes: 6,
    address,
  });

  // The demo member's own reviews, so My reviews shows each state.
  if (demo) {
    const [first, second, third] = others.length >= 3 ? others : [listed[0]!, listed[0]!, listed[0]!];
    await write({
      firm: first!,
      author: demo,
      halves: 9,
      createdAt: hoursAgo(24 * 40),
      status: 'approved',
      response: true,
      photo: true,
    });
    await write({ firm: second!, author: demo, halves: 6, createdAt: hoursAgo(8), status: 'pending' });
    await write({
      firm: third!,
      author: demo,
      halves: 2,
      createdAt: hoursAgo(24 * 3),
      status: 'rejected',
      rejection: { reason: 'prohibited-content', note: 'Please leave phone numbers out of reviews.' },
    });
  }
}
