import {
  contractResources,
  DOCUMENT_PROPERTY_TYPES,
  type DocumentCheckBody,
  type LandDocument,
  type LandDocumentKind,
  type PropertyType,
  siteHref,
  type Language,
} from '@ghorbari/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, forbidden } from '../../errors/app-error.ts';
import {
  readDocumentFile,
  removeDocumentFile,
  storeDocumentFile,
  type StoredDocumentFile,
} from '../../images/document-files.ts';
import type { FileInput } from '../../images/file-input.ts';
import type { Storage } from '../../storage/storage.ts';
import type { UserRow, UsersRepository } from '../accounts/users.types.ts';
import type { AuditWriter } from '../audit/audit-writer.ts';
import type { Notifier } from '../notifications/notices.ts';
import type { DailyLimits } from '../accounts/daily-limits.ts';
import { parsePostId, publicPostId } from '../posts/posts.presenters.ts';
import type { PostReference } from '../posts/posts.types.ts';
import type { DocumentRow, DocumentsRepository } from './documents.repository.ts';

/** What this module reads and writes of a post (the posts module's repository, handed in from app.ts). */
type PostRow = PostReference & { propertyType: PropertyType };
export interface DocumentPosts {
  byNumber(type: 'sell' | 'rent', number: number): Promise<{ post: PostRow } | undefined>;
  byIds(ids: readonly string[]): Promise<PostRow[]>;
  setDocumentsChecked(id: string, kinds: readonly LandDocumentKind[], tx?: Executor): Promise<void>;
}

export interface DocumentsDeps {
  database: Pick<Database, 'transaction'>;
  /** The per-account daily caps (issue 28: land documents added or replaced), counted in the write's transaction. */
  dailyLimits: DailyLimits;
  documents: DocumentsRepository;
  posts: DocumentPosts;
  users: Pick<UsersRepository, 'byId'>;
  audit: AuditWriter<'post'>;
  tell: Notifier;
  /** DATA_DIR/private/documents: never served by the static file server. */
  /** Where the files live: `private/documents/<post id>/…` keys (ADR 028). */
  storage: Storage;
  now?: () => Date;
}

const isStaff = (user: Pick<UserRow, 'role'>) => user.role === 'support' || user.role === 'admin';

export const documentFileUrl = (id: string) => `/api/documents/${id}/file`;

const present = (row: DocumentRow): LandDocument => ({
  _id: row.id,
  kind: row.kind,
  status: row.status,
  note: row.note,
  fileType: row.fileType,
  size: row.size,
  fileUrl: documentFileUrl(row.id),
  createdAt: row.createdAt.toISOString(),
  checkedAt: row.checkedAt?.toISOString() ?? null,
});

/**
 * The kinds the public badge lists: those support checked, as long as none was found not to
 * match (a post with a paper that does not match shows no badge at all).
 */
export function badgeKinds(rows: readonly Pick<DocumentRow, 'kind' | 'status'>[]): LandDocumentKind[] {
  if (rows.some((row) => row.status === 'not-matching')) return [];
  return rows.filter((row) => row.status === 'checked').map((row) => row.kind);
}

/**
 * Land documents of posts (issue 18, ADR 023): private papers the owner shows support, the
 * staff's finding on each, and the public badge. Only the post's owner and staff list them or
 * open their files; other members get 403, visitors 401, an unknown id 404.
 */
export function createDocumentsService({
  database,
  dailyLimits,
  documents,
  posts,
  users,
  audit,
  tell,
  storage,
  now = () => new Date(),
}: DocumentsDeps) {
  async function postOf(postId: string): Promise<PostRow> {
    const parsed = parsePostId(postId);
    const found = parsed ? await posts.byNumber(parsed.type, parsed.number) : undefined;
    if (!found) throw new AppError('POST_UNAVAILABLE');
    return found.post;
  }
  async function ownedPost(user: UserRow, postId: string): Promise<PostRow> {
    const post = await postOf(postId);
    if (post.ownerId !== user.id) throw new AppError('POST_UNAVAILABLE');
    return post;
  }
  /** The badge follows every change, in the change's transaction. */
  async function refreshBadge(postId: string, tx: Executor) {
    await posts.setDocumentsChecked(postId, badgeKinds(await documents.ofPost(postId, tx)), tx);
  }
  const allowed = (post: PostRow) => DOCUMENT_PROPERTY_TYPES.includes(post.propertyType);
  const postById = async (id: string) => (await posts.byIds([id]))[0];

  return {
    /** The owner's (or staff's) list of a post's documents. */
    async list(user: UserRow, postId: string) {
      const post = isStaff(user) ? await postOf(postId) : await ownedPost(user, postId);
      return { allowed: allowed(post), documents: (await documents.ofPost(post.id)).map(present) };
    },

    /** The owner adds (or replaces) the document of a kind; it waits for support's check. */
    async put(user: UserRow, postId: string, kind: LandDocumentKind, input: FileInput): Promise<LandDocument> {
      const post = await ownedPost(user, postId);
      if (!allowed(post)) throw new AppError('DOCUMENTS_NOT_ALLOWED');
      const take = { userId: user.id, kind: 'document', at: now() } as const;
      await dailyLimits.check(take);
      const file: StoredDocumentFile = await storeDocumentFile(input, storage, post.id);
      let stored: Awaited<ReturnType<DocumentsRepository['put']>>;
      try {
        stored = await database.transaction(async (tx) => {
          await dailyLimits.take(take, tx);
          const result = await documents.put({ postId: post.id, kind, ...file }, now(), tx);
          await refreshBadge(post.id, tx);
          return result;
        });
      } catch (error) {
        await removeDocumentFile(storage, post.id, file.fileName);
        throw error;
      }
      if (stored.replaced) await removeDocumentFile(storage, post.id, stored.replaced);
      return present(stored.row);
    },

    /** The owner deletes a document: its row, its file, and its place in the badge. */
    async remove(user: UserRow, postId: string, documentId: string): Promise<void> {
      const post = await ownedPost(user, postId);
      const removed = await database.transaction(async (tx) => {
        const row = await documents.byId(documentId, tx);
        if (!row || row.postId !== post.id) throw new AppError('DOCUMENT_UNAVAILABLE');
        await documents.remove(row.id, tx);
        await refreshBadge(post.id, tx);
        return row;
      });
      await removeDocumentFile(storage, post.id, removed.fileName);
    },

    /** The file itself, for the post's owner or staff. */
    async file(user: UserRow, documentId: string): Promise<{ bytes: Buffer; contentType: string }> {
      const row = await documents.byId(documentId);
      if (!row) throw new AppError('DOCUMENT_UNAVAILABLE');
      if (!isStaff(user)) {
        if ((await postById(row.postId))?.ownerId !== user.id) throw forbidden();
      }
      const bytes = await readDocumentFile(storage, row.postId, row.fileName);
      if (!bytes) throw new AppError('DOCUMENT_UNAVAILABLE');
      return { bytes, contentType: row.fileType === 'pdf' ? 'application/pdf' : 'image/webp' };
    },

    /**
     * Support's finding: checked, or not matching with a note. The badge follows in the same
     * transaction, with the audit entry; the owner is told. 409 when the owner replaced the file
     * meanwhile (the finding would be about a file nobody sees any more) or another finding landed
     * first (ADR 032): the owner hears of one finding, not of every click.
     */
    async check(staff: UserRow, documentId: string, body: DocumentCheckBody) {
      const row = await documents.byId(documentId);
      if (!row) throw new AppError('DOCUMENT_UNAVAILABLE');
      const note = body.note ? body.note : null;
      const post = await postById(row.postId);
      if (!post) throw new AppError('DOCUMENT_UNAVAILABLE');
      await database.transaction(async (tx) => {
        const finding = { status: body.status, note, staffId: staff.id, at: now() };
        const changed = await documents.check(row, finding, tx);
        if (!changed) throw new AppError('CONFLICT', 'errors.documentChangedMeanwhile');
        await refreshBadge(row.postId, tx);
        await audit.insert(
          {
            actorId: staff.id,
            action: body.status === 'checked' ? 'document.checked' : 'document.not-matching',
            targetType: 'post',
            targetId: publicPostId(post),
            targetLabel: post.title,
            reason: note,
            details: { kind: row.kind },
          },
          tx,
        );
      });
      const owner = await users.byId(post.ownerId);
      if (!owner) return;
      const values = (language: Language) => ({
        title: post.title,
        postId: publicPostId(post),
        kind: contractResources[language].enums.landDocumentKind[row.kind],
        note: note ?? '',
      });
      const key = body.status === 'checked' ? 'documentChecked' : 'documentNotMatching';
      await tell(owner, key, values, siteHref.postDocuments(publicPostId(post)));
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
