import {
  DEFAULT_LANGUAGE,
  type FirmApplication,
  firmNumber,
  type Language,
  type PostStatus,
  type RejectionReason,
  siteHref,
  sitePaths,
} from '@ghorbari/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { UserRow, UsersRepository } from '../accounts/users.types.ts';
import type { NoticeKey } from '../../mail/templates.ts';
import type { Notifier } from '../notifications/notices.ts';
import { rejectionReasonLabel, rejectionValues, requireRejectionNote } from '../notifications/rejection-notice.ts';
import { presentDetail, publicFirmId } from './firms.presenters.ts';
import type { FirmRow, FirmsRepository } from './firms.repository.ts';
import type { FirmReviewCounts } from './firms.types.ts';
import type { AuditWriter } from '../audit/audit-writer.ts';

export interface FirmModerationDeps {
  database: Pick<Database, 'transaction'>;
  firms: FirmsRepository;
  /** A firm's approved reviews per star: the reviews module's repository. */
  reviews: Pick<FirmReviewCounts, 'starCounts'>;
  /** The accounts module's repository: applicants. */
  users: Pick<UsersRepository, 'byId'>;
  /** The audit log's writer (the audit module's repository, handed in from app.ts). */
  audit: AuditWriter<'firm'>;
  tell: Notifier;
  now?: () => Date;
}

/** Staff see this many applications a page. */
const QUEUE_PAGE = 20;

/** What a decision is about: a new application, or a listed firm's waiting name or phone. */
type Decision = 'application' | 'changes';
function decisionOf(firm: FirmRow): Decision {
  if (firm.status === 'pending') return 'application';
  if (firm.status === 'approved' && (firm.pendingName !== null || firm.pendingPhone !== null)) return 'changes';
  throw new AppError('FIRM_NOT_PENDING');
}

/**
 * Support's side of design firms (issue 14): the queue of applications and of waiting name or
 * phone changes, and the decisions on them. Each decision is one guarded UPDATE (the firm must
 * still be waiting) with its audit entry in the same transaction, so of two staff deciding at
 * once one wins and the other gets 409; then the applicant is told in the inbox and by mail.
 */
export function createFirmModerationService({
  database,
  firms,
  reviews,
  users,
  audit,
  tell,
  now = () => new Date(),
}: FirmModerationDeps) {
  async function find(id: string): Promise<FirmRow> {
    const number = firmNumber(id);
    const firm = number === null ? null : await firms.byNumber(number);
    if (!firm) throw new AppError('FIRM_UNAVAILABLE');
    return firm;
  }

  /** The audit entry of a firm turned down: its application, its waiting changes, or its listing after reports. */
  const auditRejected = (
    staff: UserRow,
    firm: FirmRow,
    note: string | null,
    details: Record<string, unknown>,
    tx: Executor,
  ) =>
    audit.insert(
      {
        actorId: staff.id,
        action: 'firm.rejected',
        targetType: 'firm',
        targetId: publicFirmId(firm),
        targetLabel: firm.name,
        reason: note,
        details: { ownerId: firm.ownerId, ...details },
      },
      tx,
    );

  /**
   * Tells a firm's owner of a decision on it, naming the firm by name and public id (with `more`
   * values per language); nobody when the owner's account is gone.
   */
  async function tellOwner(
    firm: Pick<FirmRow, 'ownerId' | 'name' | 'number'>,
    key: NoticeKey,
    link: string,
    more: (language: Language) => Record<string, string> = () => ({}),
  ): Promise<void> {
    const owner = await users.byId(firm.ownerId);
    if (!owner) return;
    await tell(owner, key, (language) => ({ name: firm.name, firmId: publicFirmId(firm), ...more(language) }), link);
  }

  return {
    async queue(status: PostStatus, page: number) {
      const { rows, total } = await firms.queuePage(status, page, QUEUE_PAGE);
      const photos = await firms.photosByFirm(rows.map((row) => row.id));
      const owners = new Map<string, UserRow | undefined>();
      for (const ownerId of new Set(rows.map((row) => row.ownerId))) owners.set(ownerId, await users.byId(ownerId));
      const items: FirmApplication[] = [];
      for (const row of rows) {
        const owner = owners.get(row.ownerId);
        const halves = await reviews.starCounts(row.id);
        items.push({
          ...presentDetail(row, photos.get(row.id) ?? [], { halves, isOwner: false, privileged: true }),
          owner: {
            id: row.ownerId,
            name: owner?.name ?? '',
            email: owner?.email ?? '',
            phone: owner?.phone ?? null,
            language: owner?.language ?? DEFAULT_LANGUAGE,
          },
          submittedAt: row.submittedAt.toISOString(),
        });
      }
      return {
        firms: items,
        pagination: { page, limit: QUEUE_PAGE, total, totalPages: Math.max(1, Math.ceil(total / QUEUE_PAGE)) },
      };
    },

    /** A pending application is listed (approvedAt set the first time), or a waiting name or phone goes live. */
    async approve(staff: UserRow, id: string): Promise<void> {
      const firm = await find(id);
      const decision = decisionOf(firm);
      const at = now();
      const publicId = publicFirmId(firm);
      const row = await database.transaction(async (tx) => {
        const changed =
          decision === 'application'
            ? await firms.approveApplication(firm.id, at, tx)
            : await firms.applyPendingChanges(firm.id, at, tx);
        if (!changed) throw new AppError('FIRM_NOT_PENDING');
        const details: Record<string, unknown> = { ownerId: firm.ownerId, decision };
        if (decision === 'changes') {
          if (changed.name !== firm.name) details.name = { from: firm.name, to: changed.name };
          if (changed.phone !== firm.phone) details.phone = { from: firm.phone, to: changed.phone };
        }
        await audit.insert(
          {
            actorId: staff.id,
            action: 'firm.approved',
            targetType: 'firm',
            targetId: publicId,
            targetLabel: changed.name,
            details,
          },
          tx,
        );
        return changed;
      });
      const key = decision === 'application' ? 'firmApproved' : 'firmChangesApproved';
      await tellOwner(row, key, siteHref.interiorDetails(publicId));
    },

    /**
     * A pending application is turned down with a reason the applicant sees; a listed firm's
     * waiting name or phone is dropped and the firm stays listed with the ones it had.
     */
    async reject(staff: UserRow, id: string, body: { reason: RejectionReason; note?: string | undefined }) {
      requireRejectionNote(body);
      const firm = await find(id);
      const decision = decisionOf(firm);
      const at = now();
      const note = body.note ? body.note : null;
      const publicId = publicFirmId(firm);
      await database.transaction(async (tx) => {
        const changed =
          decision === 'application'
            ? await firms.rejectApplication(firm.id, body.reason, note, at, tx)
            : await firms.dropPendingChanges(firm.id, at, tx);
        if (!changed) throw new AppError('FIRM_NOT_PENDING');
        await auditRejected(
          staff,
          firm,
          note,
          {
            decision,
            rejectionReason: body.reason,
            ...(decision === 'changes' ? { dropped: { name: firm.pendingName, phone: firm.pendingPhone } } : {}),
          },
          tx,
        );
      });
      const told = (language: Language) => rejectionValues(language, body.reason, note);
      if (decision === 'application') await tellOwner(firm, 'firmRejected', sitePaths.userFirms, told);
      else await tellOwner(firm, 'firmChangesRejected', siteHref.interiorDetails(publicId), told);
    },

    /**
     * A listed firm taken off the site after reports (issue 18), with a reason and note its owner
     * is told; 409 when it is no longer listed (another staff member was first).
     */
    async takeDown(staff: UserRow, id: string, body: { reason: RejectionReason; note: string }) {
      const firm = await find(id);
      await database.transaction(async (tx) => {
        if (!(await firms.takeDown(firm.id, body.reason, body.note, now(), tx))) throw new AppError('CONFLICT');
        await auditRejected(staff, firm, body.note, { decision: 'taken-down', rejectionReason: body.reason }, tx);
      });
      await tellOwner(firm, 'firmTakenDown', sitePaths.userFirms, (language) => ({
        reason: rejectionReasonLabel(language, body.reason),
        note: body.note,
      }));
    },
  };
}
export type FirmModerationService = ReturnType<typeof createFirmModerationService>;
