import type { LandDocumentKind } from '@ghorbari/contracts';
import sharp from 'sharp';
import { storeDocumentFile } from '../images/document-files.ts';
import { badgeKinds } from '../modules/documents/documents.service.ts';
import { publicPostId } from '../modules/posts/posts.presenters.ts';
import type { Repositories } from '../repositories.ts';
import type { Storage } from '../storage/storage.ts';

const HOUR = 3600_000;

/** A drawn stand-in for a photographed paper: a ruled page with a stamp, never a real document. */
async function paperPhoto(tint: string): Promise<Buffer> {
  const lines = Array.from(
    { length: 22 },
    (_, i) => `<rect x="90" y="${260 + i * 52}" width="${i % 5 === 4 ? 420 : 720}" height="10" fill="#8b8170"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1400">
    <rect width="900" height="1400" fill="${tint}"/>
    <rect x="90" y="110" width="540" height="34" fill="#5b5142"/>
    ${lines}
    <circle cx="700" cy="1230" r="95" fill="none" stroke="#7a3b8f" stroke-width="10"/>
    <text x="700" y="1242" font-size="34" text-anchor="middle" fill="#7a3b8f" font-family="sans-serif">DEMO</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Land documents for the demo (issue 18): two land posts whose papers support checked, so
 * buyers see the badge, and one whose deed waits for a check, so support's panel has work.
 */
export async function seedDemoDocuments(
  { posts, postAlerts, documents, users, audit }: Repositories,
  now: Date,
  storage: Storage,
): Promise<void> {
  const support = await users.byEmail('support@ghorbari.test');
  const land = (await postAlerts.approvedSince(new Date(0), 500)).filter((post) => post.propertyType === 'land');
  const plan: [checked: LandDocumentKind[], waiting: LandDocumentKind[]][] = [
    [['deed', 'khatian', 'khajna'], []],
    [['deed', 'namjari'], []],
    [[], ['deed']],
  ];
  for (const [index, [checked, waiting]] of plan.entries()) {
    const post = land[index];
    if (!post) break;
    const at = new Date(now.getTime() - (30 - index * 6) * HOUR);
    for (const kind of [...checked, ...waiting]) {
      const file = await storeDocumentFile(await paperPhoto(index % 2 ? '#f1e9d2' : '#ece4cf'), storage, post.id);
      const { row } = await documents.put({ postId: post.id, kind, ...file }, at);
      if (checked.includes(kind) && support) {
        const seenAt = new Date(at.getTime() + 2 * HOUR);
        await documents.check(row, { status: 'checked', note: null, staffId: support.id, at: seenAt });
        await audit.insert({
          actorId: support.id,
          action: 'document.checked',
          targetType: 'post',
          targetId: publicPostId(post),
          targetLabel: post.title,
          details: { kind },
          createdAt: seenAt,
        });
      }
    }
    await posts.setDocumentsChecked(post.id, badgeKinds(await documents.ofPost(post.id)));
  }
}
