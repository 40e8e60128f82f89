import { INTERIOR_CATEGORIES, type InteriorCategory, type InteriorService } from '@ghorbari/contracts';
import { isLocationChain } from '@ghorbari/contracts/locations';
import { hashPassword } from '../auth/secrets.ts';
import { encodeFirmLogo, writeFirmLogo, writeFirmPhoto } from '../images/firm-images.ts';
import { encodePostImage, type EncodedImage } from '../images/post-images.ts';
import type { FirmPhotoInput, NewFirm } from '../modules/interior/firms.repository.ts';
import type { Repositories } from '../repositories.ts';
import { DESIGNERS, FIRMS } from './demo-firm-data.ts';
import { firmLogo, firmPhoto } from './demo-firm-images.ts';
import type { Storage } from '../storage/storage.ts';

/**
 * Demo design firms (issue 14): about thirty listed firms over every division and work category,
 * with drawn galleries, about texts and captions in Bengali with English twins from most firms
 * (ADR 039), plus two applications waiting for support, one turned down and one listed firm
 * whose new name waits for review. designer@ghorbari.test (demo1234) owns the first,
 * I-1, for the browser tests. Ratings stay at 0: the reviews step moves them.
 */
const SERVICES: Record<InteriorCategory, InteriorService[]> = {
  home: [
    'interior-design',
    '3d-visualisation',
    'false-ceiling',
    'lighting',
    'curtains-blinds',
    'painting',
    'wallpaper',
    'furniture-making',
  ],
  furniture: ['furniture-making', 'kitchen-cabinets', 'interior-design', 'flooring-tiles', 'renovation'],
  office: ['interior-design', 'project-management', 'false-ceiling', 'lighting', 'glass-aluminium', 'flooring-tiles'],
  restaurant: [
    'interior-design',
    '3d-visualisation',
    'lighting',
    'furniture-making',
    'renovation',
    'project-management',
  ],
  cafe: ['interior-design', 'lighting', 'furniture-making', 'wallpaper', 'renovation'],
  hotel: [
    'interior-design',
    '3d-visualisation',
    'furniture-making',
    'lighting',
    'curtains-blinds',
    'project-management',
  ],
  showroom: ['interior-design', 'lighting', 'glass-aluminium', 'false-ceiling', 'flooring-tiles'],
  gym: ['interior-design', 'flooring-tiles', 'lighting', 'renovation', 'glass-aluminium'],
  exterior: ['exterior-design', 'landscaping', '3d-visualisation', 'painting', 'glass-aluminium', 'renovation'],
};

/**
 * Two captions per kind of work, each as [Bengali, English], matching the drawn scenes of
 * demo-firm-images.ts (a sofa and lamp, a wardrobe and desk, a bench and weights…).
 */
const CAPTIONS: Record<InteriorCategory, [string, string][]> = {
  home: [
    ['বসার ঘরের নতুন সাজ', 'Living room makeover'],
    ['মাপমতো সোফা আর কোণে ফ্লোর ল্যাম্প', 'Made-to-measure sofa with a floor lamp'],
  ],
  furniture: [
    ['মাপমতো আলমারি ও পড়ার টেবিল', 'Wardrobe and study table made to measure'],
    ['সেগুন কাঠের আলমারি আর চেয়ার', 'Teak wardrobe and chair'],
  ],
  office: [
    ['খোলামেলা অফিস', 'Open-plan office'],
    ['জানালার পাশে ওয়ার্কস্টেশন', 'Workstations by the windows'],
  ],
  restaurant: [
    ['ঝুলন্ত বাতির ডাইনিং হল', 'Dining hall with pendant lights'],
    ['পরিবার নিয়ে বসার টেবিল', 'Tables for families'],
  ],
  cafe: [
    ['কফি কাউন্টার ও মেনু বোর্ড', 'Coffee counter and menu board'],
    ['কাউন্টারের সামনে টুলে বসার জায়গা', 'Stools along the counter'],
  ],
  hotel: [
    ['অতিথি কক্ষ, কিং সাইজ খাট', 'Guest room with a king-size bed'],
    ['স্যুইটের শোবার ঘর', 'Suite bedroom'],
  ],
  showroom: [
    ['ডিসপ্লে তাক ও ঝুলন্ত বাতি', 'Display shelves and pendant lights'],
    ['দোকানের সামনের তাক', 'Shop-front shelving'],
  ],
  gym: [
    ['ওজন তোলার জায়গা ও আয়নার দেয়াল', 'Weights area and mirror wall'],
    ['বেঞ্চ প্রেস আর কেটলবেল', 'Bench press and kettlebells'],
  ],
  exterior: [
    ['টবের গাছসহ বাড়ির সামনের নকশা', 'Front façade with planters'],
    ['ডুপ্লেক্স বাড়ির বাইরের নকশা', 'Duplex exterior'],
  ],
};

const DAY = 24 * 3600_000;

export async function seedDemoFirms({ users, firms }: Repositories, now: Date, storage: Storage): Promise<void> {
  const passwordHash = await hashPassword('demo1234');
  const owners: string[] = [];
  for (const [name, email, phone, gender, language] of DESIGNERS) {
    const row = await users.insert({
      email,
      passwordHash,
      name,
      phone,
      gender,
      birthDate: '1990-06-15',
      occupation: 'Interior designer',
      language,
      showPhone: true,
    });
    owners.push(row.id);
  }

  // A handful of drawn scenes and logos, encoded once and side by side; each firm gets its own
  // copies of the files (an owner's edit removes the files it replaces).
  const VARIANTS = 2;
  const LOGOS = 6;
  const drawn = await Promise.all(
    INTERIOR_CATEGORIES.flatMap((category) =>
      Array.from({ length: VARIANTS }, async (_, variant) => {
        const encoded = await encodePostImage(await firmPhoto(category, variant));
        return [`${category}:${variant}`, encoded] as const;
      }),
    ),
  );
  const scenes = new Map<string, EncodedImage>(drawn);
  const scene = (category: InteriorCategory, variant: number) => scenes.get(`${category}:${variant % VARIANTS}`)!;
  const logos = await Promise.all(
    Array.from({ length: LOGOS }, async (_, variant) => encodeFirmLogo(await firmLogo(variant))),
  );

  for (const [index, entry] of FIRMS.entries()) {
    const [division, district, subDistrict] = entry.place;
    if (!isLocationChain(division, district, subDistrict)) throw new Error(`demo firm place: ${entry.place.join('/')}`);
    const [first, second] = entry.categories;
    const services = [...SERVICES[first!].slice(0, 4 + (index % 4))];
    for (const extra of second ? SERVICES[second] : [])
      if (services.length < 9 && !services.includes(extra)) services.push(extra);

    const photos: FirmPhotoInput[] = [];
    const count = 3 + ((index * 5) % 6);
    for (let i = 0; i < count; i++) {
      const category = entry.categories[i % entry.categories.length]!;
      const variant = (index + i) % 2;
      const stored = await writeFirmPhoto(scene(category, variant), storage);
      const [caption, captionEn] = CAPTIONS[category][Math.floor(i / entry.categories.length) % 2]!;
      // A firm that writes in English too gives its captions in English as well.
      const english = entry.aboutEn === null ? '' : captionEn;
      photos.push({ caption, captionEn: english, category, cardPath: stored.card, largePath: stored.large });
    }
    // Most firms have a logo; a few show their first photo instead.
    const logoPath = index % 7 === 6 ? null : await writeFirmLogo(logos[index % LOGOS]!, storage);

    const status = entry.status ?? 'approved';
    // Listed firms joined over the past year or so; the applications came in the last few days.
    const daysAgo = status === 'approved' ? 30 + index * 13 : 1 + (index % 3);
    const createdAt = new Date(now.getTime() - daysAgo * DAY);
    const row: NewFirm = {
      ownerId: owners[entry.owner ?? 1 + (index % (owners.length - 1))]!,
      status,
      name: entry.name,
      categories: entry.categories,
      services,
      budgetTier: entry.budget,
      division,
      district,
      subDistrict,
      addressMore: null,
      phone: `01${7 + (index % 3)}${String(20_000_000 + index * 734_177).slice(0, 8)}`,
      about: entry.about,
      aboutEn: entry.aboutEn,
      logoPath,
      pendingName: entry.pendingName ?? null,
      rejectionReason: entry.rejection?.[0] ?? null,
      rejectionNote: entry.rejection?.[1] ?? null,
      submittedAt: entry.pendingName ? new Date(now.getTime() - 3 * 3600_000) : createdAt,
      approvedAt: status === 'approved' ? new Date(createdAt.getTime() + 2 * DAY) : null,
      createdAt,
      updatedAt: createdAt,
    };
    await firms.insert(row, photos);
  }
}
