import { writePostImage, encodePostImage } from '../images/post-images.ts';
import { snapshotOf } from '../modules/posts/post-snapshot.ts';
import { publicPostId } from '../modules/posts/posts.presenters.ts';
import type { NewPost } from '../modules/posts/posts.types.ts';
import type { Repositories } from '../repositories.ts';
import { demoPhoto } from './demo-images.ts';
import type { Storage } from '../storage/storage.ts';

const HOUR = 3600_000;
/** The number of the demo account disabled for fraud, back on a new account's pending post. */
const FRAUD_PHONE = '01955667788';

/**
 * A morning's moderation queue for the support demo account: new, paid and edited posts that
 * have waited from minutes to over a day, one rejected post of the demo member (so My
 * properties shows a reason), and a month of past decisions for the dashboard.
 */
export async function seedDemoModeration(
  { users, posts, postListing, audit }: Repositories,
  now: Date,
  storage: Storage,
): Promise<void> {
  const support = await users.byEmail('support@ghorbari.test');
  const demo = await users.byEmail('demo@ghorbari.test');
  const sellers = await Promise.all([1, 2, 3, 4, 5].map((n) => users.byEmail(`seller${n}@ghorbari.test`)));
  const owners = sellers.filter((user) => user !== undefined);
  if (!support || !demo || owners.length === 0) return;
  const photo = async (kind: 'apartment' | 'home' | 'land' | 'shop', variant: number) =>
    writePostImage(await encodePostImage(await demoPhoto(kind, variant)), storage);

  // Each seller posts with their own number, as in the live demo posts (demo-city-posts.ts).
  const ownerAt = (hoursAgo: number) => Math.floor(hoursAgo) % owners.length;
  const base = (hoursAgo: number, fields: Partial<NewPost>): NewPost => ({
    ownerId: owners[ownerAt(hoursAgo)]!.id,
    type: 'sell',
    status: 'pending',
    title: '',
    description: '',
    primaryPhone: `0171100000${ownerAt(hoursAgo) + 1}`,
    division: 'dhaka',
    district: 'dhaka',
    subDistrict: 'dhaka-mirpur',
    price: 0,
    priceUnits: 'total-price',
    propertyType: 'apartment',
    facilities: [],
    submittedAt: new Date(now.getTime() - hoursAgo * HOUR),
    createdAt: new Date(now.getTime() - hoursAgo * HOUR),
    listedAt: new Date(now.getTime() - hoursAgo * HOUR),
    updatedAt: new Date(now.getTime() - hoursAgo * HOUR),
    ...fields,
  });

  /** A post support rejected, with its audit entry: the note the poster reads is the reason logged. */
  const rejectedBySupport = async (
    post: NewPost,
    decision: { photo: Awaited<ReturnType<typeof photo>>; waitedMinutes: number; decidedAt: Date },
  ) => {
    const row = await posts.insert(post, [decision.photo]);
    await audit.insert({
      actorId: support.id,
      action: 'post.rejected',
      targetType: 'post',
      targetId: publicPostId(row),
      targetLabel: row.title,
      reason: row.rejectionNote,
      details: {
        ownerId: row.ownerId,
        rejectionReason: row.rejectionReason,
        waitedMinutes: decision.waitedMinutes,
        officeMinutes: decision.waitedMinutes,
      },
      createdAt: decision.decidedAt,
    });
  };

  // An account disabled for taking advance money, and the same person back under a new name.
  const blocked = await users.insert({
    email: 'blocked@ghorbari.test',
    passwordHash: demo.passwordHash,
    name: 'সোহেল রানা',
    phone: FRAUD_PHONE,
    gender: 'male',
    birthDate: '1985-06-01',
    status: 'Disabled',
    createdAt: new Date(now.getTime() - 60 * 24 * HOUR),
  });
  const returning = await users.insert({
    email: 'rana.properties@ghorbari.test',
    passwordHash: demo.passwordHash,
    name: 'রানা প্রপার্টিজ',
    phone: '01955667700',
    gender: 'male',
    birthDate: '1985-06-01',
    createdAt: new Date(now.getTime() - 2 * HOUR),
  });
  await rejectedBySupport(
    base(40 * 24, {
      ownerId: blocked.id,
      primaryPhone: FRAUD_PHONE,
      type: 'rent',
      status: 'rejected',
      title: 'গুলশানে ফ্ল্যাট ভাড়া, অগ্রিম পাঠালেই চাবি',
      description: 'বিকাশে দুই মাসের অগ্রিম পাঠালে চাবি পাঠিয়ে দেব, দেখার দরকার নেই।',
      price: 45_000,
      subDistrict: 'dhaka-gulshan',
      rejectionReason: 'untrue-information',
      rejectionNote: 'না দেখিয়ে অগ্রিম টাকা চাওয়া যাবে না। বাসাটি আপনার হলে দেখার সুযোগ রেখে আবার পোস্ট দিন।',
    }),
    { photo: await photo('apartment', 2), waitedMinutes: 30, decidedAt: new Date(now.getTime() - 39 * 24 * HOUR) },
  );

  const queue: [NewPost, 'apartment' | 'home' | 'land' | 'shop'][] = [
    [
      base(30, {
        title: 'মিরপুর ১০-এ ৩ বেডরুমের ফ্ল্যাট বিক্রি',
        description: 'মিরপুর ১০ গোলচত্বরের কাছে ১৪৫০ বর্গফুটের দক্ষিণমুখী ফ্ল্যাট। ' + 'লিফট, জেনারেটর ও গাড়ি রাখার জায়গা আছে।',
        price: 12_500_000,
        size: 1450,
        bedrooms: 3,
        bathrooms: 3,
        balconies: 2,
        lift: 'lift',
        facing: 'south',
        paid: true,
        paidPackage: 'featured-15',
      }),
      'apartment',
    ],
    [
      base(7, {
        type: 'rent',
        title: 'উত্তরা সেক্টর ৭-এ ২ বেডরুমের ফ্ল্যাট ভাড়া',
        description: 'পরিবারের জন্য ১১০০ বর্গফুটের ফ্ল্যাট, জানুয়ারি থেকে ওঠা যাবে। গ্যাস ও পানির লাইন আছে।',
        price: 28_000,
        size: 1100,
        bedrooms: 2,
        bathrooms: 2,
        subDistrict: 'dhaka-uttara-west',
        priceUnits: 'total-price',
      }),
      'apartment',
    ],
    [
      base(5.5, {
        title: 'রাজশাহী বোয়ালিয়ায় ৫ কাঠা জমি বিক্রি',
        description: 'পাকা রাস্তার পাশে আবাসিক জমি, দলিল ও নামজারি হালনাগাদ।',
        price: 9_000_000,
        propertyType: 'land',
        landSize: 5,
        landUnits: 'katha',
        landCategory: 'residential',
        division: 'rajshahi',
        district: 'rajshahi',
        subDistrict: 'rajshahi-boalia',
        paid: true,
        paidPackage: 'featured-30',
        callRecordedAt: new Date(now.getTime() - 2 * HOUR),
        callRecordedBy: support.id,
        callNote: 'মালিকের সঙ্গে কথা হয়েছে, বিকাশে পেমেন্ট পাঠাবেন।',
      }),
      'land',
    ],
    [
      base(2, {
        type: 'rent',
        title: 'Shop for rent near New Market, Dhaka',
        description: 'Ground floor shop of 220 sqft on the main road, suitable for clothing or mobile accessories.',
        price: 35_000,
        size: 220,
        propertyType: 'shop',
        subDistrict: 'dhaka-dhanmondi',
      }),
      'shop',
    ],
    [
      // A new account with the number of an account disabled for fraud: support sees the signal.
      base(0.5, {
        ownerId: returning.id,
        primaryPhone: FRAUD_PHONE,
        title: 'ধানমন্ডিতে ডুপ্লেক্স বাড়ি বিক্রি',
        description: 'ধানমন্ডি ৮-এ ৩২০০ বর্গফুটের ডুপ্লেক্স, ছাদবাগান ও দুটি গাড়ির জায়গা।',
        price: 65_000_000,
        size: 3200,
        bedrooms: 5,
        bathrooms: 4,
        propertyType: 'duplex-home',
        subDistrict: 'dhaka-dhanmondi',
      }),
      'home',
    ],
  ];
  for (const [post, kind] of queue) await posts.insert(post, [await photo(kind, 0), await photo(kind, 1)]);

  // Approved last week, then edited: support sees what changed.
  const approvedAt = new Date(now.getTime() - 6 * 24 * HOUR);
  const edited = await posts.insert(
    base(3, {
      title: 'বনানীতে ৪ বেডরুমের ফ্ল্যাট বিক্রি',
      description: 'বনানী ১১ নম্বর রোডে ২৪০০ বর্গফুট, সম্পূর্ণ ফার্নিশড। দাম আলোচনাসাপেক্ষ।',
      price: 38_000_000,
      size: 2400,
      bedrooms: 4,
      bathrooms: 4,
      subDistrict: 'dhaka-gulshan',
      furnishing: 'furnished',
      updateCount: 1,
      approvedAt,
      createdAt: new Date(approvedAt.getTime() - 4 * HOUR),
      listedAt: new Date(approvedAt.getTime() - 4 * HOUR),
    }),
    [await photo('apartment', 2)],
  );
  const editedEntry = await posts.byNumber('sell', edited.number);
  if (editedEntry) {
    // The approved version asked 4.2 crore and was semi-furnished.
    const approvedSnapshot = { ...snapshotOf(editedEntry), price: 42_000_000, furnishing: 'semi-furnished' };
    await posts.updateIf(edited.id, ['pending'], { approvedSnapshot });
  }

  // The demo member's rejected post, with the reason they should fix.
  await rejectedBySupport(
    base(26, {
      ownerId: demo.id,
      primaryPhone: demo.phone ?? '01712345678',
      type: 'rent',
      status: 'rejected',
      title: 'মিরপুরে রুম ভাড়া',
      description: 'ভালো রুম, যোগাযোগ করুন।',
      price: 6_000,
      propertyType: 'apartment',
      rejectionReason: 'untrue-information',
      rejectionNote: 'ছবিগুলো অন্য বাসার। নিজের বাসার আসল ছবি দিন এবং ঠিকানা আরেকটু বিস্তারিত লিখুন।',
    }),
    { photo: await photo('apartment', 1), waitedMinutes: 95, decidedAt: new Date(now.getTime() - 24 * HOUR) },
  );

  // A month of past decisions (the seeded live posts), so the dashboard's median has data.
  const { rows: live } = await postListing.listApproved({ type: 'sell', sort: 'newest', page: 1, limit: 24 }, 0);
  for (const [day, entry] of live.entries()) {
    const waited = 40 + ((day * 37) % 240);
    await audit.insert({
      actorId: support.id,
      action: 'post.approved',
      targetType: 'post',
      targetId: publicPostId(entry.post),
      targetLabel: entry.post.title,
      details: {
        ownerId: entry.post.ownerId,
        waitedMinutes: waited,
        officeMinutes: waited,
        edited: false,
        paid: entry.post.paid,
      },
      createdAt: new Date(now.getTime() - (day + 1) * 24 * HOUR),
    });
  }
}
