import { groupId, type Division, type LeadStatus } from '@ghorbari/contracts';
import { GENERAL_OFFER_KEY } from '../modules/group/group-interests.repository.ts';
import { dhakaDay } from '../modules/group/group-interests.service.ts';
import type { OfferRow } from '../modules/group/group-interests.types.ts';
import type { Repositories } from '../repositories.ts';

const HOUR = 3600_000;

/** Someone who asked about group building: name, occupation, phone. */
const PEOPLE: [name: string, occupation: string, phone: string][] = [
  ['মোহাম্মদ রফিকুল ইসলাম', 'ব্যাংক কর্মকর্তা', '01711402215'],
  ['নাসরিন সুলতানা', 'শিক্ষক', '01819337840'],
  ['আবদুল করিম', 'প্রবাসী (সৌদি আরব)', '01915620473'],
  ['তাহমিনা আক্তার', 'চিকিৎসক', '01552718364'],
  ['Mahmudul Hasan', 'Software engineer', '01676201958'],
  ['শফিকুল আলম', 'ব্যবসায়ী', '01713884526'],
  ['Farzana Haque', 'Government officer', '01817450932'],
  ['জাহিদ হোসেন', 'প্রকৌশলী', '01914273601'],
  ['রুমানা পারভীন', 'গৃহিণী', '01731650287'],
  ['Kamrul Ahsan', 'Garments merchandiser', '01611938045'],
  ['মোস্তফা কামাল', 'অবসরপ্রাপ্ত সরকারি কর্মকর্তা', '01715069384'],
  ['সাবরিনা ইয়াসমিন', 'কলেজ শিক্ষক', '01822746519'],
  ['Imran Chowdhury', 'Expatriate (Dubai)', '01953108267'],
  ['আনোয়ার হোসেন', 'ঠিকাদার', '01741592038'],
  ['শাহনাজ বেগম', 'নার্স', '01580364917'],
  ['Tanvir Rahman', 'Pharmacist', '01687420153'],
  ['মিজানুর রহমান', 'প্রবাসী (মালয়েশিয়া)', '01927815046'],
  ['Nusrat Jahan Mim', 'Banker', '01719263840'],
];

/** Places people name on the general form, in their own words. */
const GENERAL: [division: Division, location: string][] = [
  ['rajshahi', 'উপশহর বা পদ্মা আবাসিক এলাকা'],
  ['dhaka', 'Bashundhara or Aftabnagar, near a school'],
  ['chittagong', 'খুলশী বা নাসিরাবাদের দিকে'],
  ['sylhet', 'Shibganj, Sylhet'],
  ['khulna', 'সোনাডাঙ্গা, খুলনা'],
];

/** Where support is with each lead, newest first, and what they wrote down. */
const PROGRESS: [status: LeadStatus, note: string | null][] = [
  ['new', null],
  ['new', null],
  ['new', null],
  ['called', 'শুক্রবার সকালে সাইট দেখতে যাবেন।'],
  ['new', null],
  ['called', 'মাঝের তলায় দক্ষিণমুখী ফ্ল্যাট চান; ঈদের পর জানাবেন।'],
  ['new', null],
  ['not-interested', 'বাজেটে মিলছে না, ৪০ লাখের মধ্যে খুঁজছেন।'],
  ['called', 'স্ত্রীর সঙ্গে কথা বলে জানাবেন।'],
  ['joined', 'বুকিংয়ের টাকা জমা দিয়েছেন, চুক্তি সই হয়েছে।'],
  ['new', null],
  ['called', 'জমির কাগজ আর রাজউকের অনুমোদনের কপি চেয়েছিলেন; হোয়াটসঅ্যাপে পাঠানো হয়েছে।'],
  ['not-interested', 'রেডি ফ্ল্যাট কিনে ফেলেছেন।'],
  ['joined', 'দুটি শেয়ার নিয়েছেন, প্রথম কিস্তি জমা।'],
  ['called', 'ফোন ধরেননি, সন্ধ্যায় আবার ফোন করতে হবে।'],
  ['new', null],
  ['not-interested', null],
  ['joined', 'ব্যাংক ট্রান্সফারে বুকিংয়ের টাকা দিয়েছেন।'],
];

/**
 * Demo leads (issue 15): about twenty people who asked about the demo offers or about group
 * building in general, over the past weeks, the recent ones still new, older ones called, joined
 * or not interested, with support's notes and the audit entries those changes left. Two are the
 * demo member's (demo@ghorbari.test), for their dashboard. Without offers, only general ones.
 */
export async function seedDemoGroupInterests(repos: Repositories, now: Date): Promise<void> {
  const { users, groupOffers, groupInterests, audit } = repos;
  const offers: OfferRow[] = [];
  for (let number = 1, misses = 0; misses < 5 && number < 1000; number++) {
    const offer = await groupOffers.byNumber(number);
    if (!offer) misses++;
    else if (offer.status !== 'closed') offers.push(offer);
  }
  const demo = await users.byEmail('demo@ghorbari.test');
  const support = await users.byEmail('support@ghorbari.test');

  const total = PEOPLE.length + 2;
  for (let i = 0; i < total; i++) {
    // Every fourth lead is from the general form; the others go round the offers.
    const general = offers.length === 0 || i % 4 === 3;
    const offer = general ? undefined : offers[i % offers.length];
    const [place, location] = GENERAL[i % GENERAL.length]!;
    const mine = demo && (i === 1 || i === 7);
    const [name, occupation, phone] = mine
      ? [demo.name, demo.occupation ?? 'চাকরিজীবী', demo.phone ?? '01712345678']
      : PEOPLE[i % PEOPLE.length]!;
    const [status, note] = PROGRESS[i % PROGRESS.length]!;
    // Newest first over about three weeks, never before the offer was published.
    let createdAt = new Date(now.getTime() - (3 * HOUR + i * 26 * HOUR));
    if (offer && createdAt <= offer.createdAt) createdAt = new Date(offer.createdAt.getTime() + (2 + i) * HOUR);
    if (createdAt >= now) createdAt = new Date(now.getTime() - (i + 1) * 60_000);
    const updatedAt = status === 'new' ? createdAt : new Date(Math.min(now.getTime(), createdAt.getTime() + 20 * HOUR));
    const lead = await groupInterests.insert({
      offerId: offer?.id ?? null,
      offerKey: offer?.id ?? GENERAL_OFFER_KEY,
      userId: mine ? demo.id : null,
      name,
      occupation,
      phone,
      division: offer ? offer.division : place,
      location: offer ? null : location,
      day: dhakaDay(createdAt),
      status,
      note,
      createdAt,
      updatedAt,
    });
    if (status !== 'new') {
      await audit.insert({
        actorId: support?.id ?? null,
        action: 'lead.updated',
        targetType: 'lead',
        targetId: lead.id,
        targetLabel: `${name} (${offer ? groupId(offer.number) : GENERAL_OFFER_KEY})`,
        reason: note,
        details: { from: 'new', to: status, note, offerId: offer ? groupId(offer.number) : null },
        createdAt: updatedAt,
      });
    }
  }
}
