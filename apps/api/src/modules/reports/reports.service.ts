import {
  contractResources,
  LIMITS,
  type Language,
  type ListingReportReason,
  type RejectionReason,
  type ReportBody,
  type ReportDecisionBody,
  type ReportGroup,
  type ReportOutcome,
  type ReportTargetKind,
} from '@ghorbari/contracts';
import { sha256 } from '../../auth/secrets.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { UserRow, UsersRepository } from '../accounts/users.types.ts';
import type { AuditWriter } from '../audit/audit-writer.ts';
import type { Notifier } from '../notifications/notices.ts';
import type { NoticeKey } from '../../mail/templates.ts';
import { refId, type Listing, type Listings } from './listings.ts';
import type { ReportRow, ReportsRepository } from './reports.repository.ts';

const HOUR_MS = 3_600_000;
const GROUPS_PER_PAGE = 20;

/** The client address, hashed with a prefix of its own: enough to cap an address, never the address. */
export const reportAddressHash = (address: string): string => sha256(`ghorbari:listing-report-address:${address}`);

const UNAVAILABLE = { post: 'POST_UNAVAILABLE', offer: 'GROUP_OFFER_UNAVAILABLE', firm: 'FIRM_UNAVAILABLE' } as const;

/**
 * The owner's notice, worded for whom the listing's wrong facts mislead (issue 64): a sale's
 * buyers, a rent post's renters, a firm's clients.
 */
function correctionNotice(listing: Pick<Listing, 'kind' | 'postType'>): NoticeKey {
  if (listing.kind === 'firm') return 'listingCorrectionAskedFirm';
  return listing.postType === 'rent' ? 'listingCorrectionAskedRent' : 'listingCorrectionAsked';
}

const REPORTER_NOTICE: Record<ReportOutcome, NoticeKey> = {
  dismissed: 'reportOutcomeDismissed',
  'correction-asked': 'reportOutcomeCorrectionAsked',
  'taken-down': 'reportOutcomeTakenDown',
};

/** The rejection reason a take-down gives its owner, from what the reports said most. */
export function takeDownReason(reasons: readonly ListingReportReason[]): RejectionReason {
  const counts = new Map<ListingReportReason, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (top === 'offensive') return 'prohibited-content';
  if (top === 'other' || top === undefined) return 'other';
  return 'untrue-information';
}

/** How a listing leaves the site: each kind's own staff action, with its own audit entry and owner notice. */
export interface TakeDowns {
  post(staff: UserRow, listingId: string, reason: RejectionReason, note: string): Promise<void>;
  firm(staff: UserRow, listingId: string, reason: RejectionReason, note: string): Promise<void>;
  offer(staff: UserRow, listingId: string): Promise<void>;
}

export interface ReportsDeps {
  database: Pick<Database, 'transaction'>;
  reports: ReportsRepository;
  listings: Listings;
  users: Pick<UsersRepository, 'byId' | 'summariesOf'>;
  audit: AuditWriter;
  takeDowns: TakeDowns;
  tell: Notifier;
  /**
   * Told after a post's "already rented/sold" report is stored (its row id): the availability
   * sweep asks the owner at once when enough visitors said so (issue 41). It must not throw.
   */
  onTakenReport?: (postRowId: string, at: Date) => Promise<unknown>;
  now?: () => Date;
}

const reasonCounts = (rows: readonly Pick<ReportRow, 'reason'>[]) => {
  const counts = new Map<ListingReportReason, number>();
  for (const row of rows) counts.set(row.reason, (counts.get(row.reason) ?? 0) + 1);
  return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
};

/**
 * Reports of listings (issue 18, ADR 023): anyone reports a live post, offer or firm; staff see
 * the open reports grouped per listing and decide them all at once, in the audit log; the
 * owner is told what to correct, and members who reported are told the outcome in their inbox.
 */
export function createReportsService({
  database,
  reports,
  listings,
  users,
  audit,
  takeDowns,
  tell,
  onTakenReport,
  now = () => new Date(),
}: ReportsDeps) {
  async function find(kind: ReportTargetKind, listingId: string): Promise<Listing> {
    const listing = await listings.byPublicId(kind, listingId);
    if (!listing) throw new AppError(UNAVAILABLE[kind]);
    return listing;
  }

  /** Runs after the decision closed the reports, so only the decision that won takes the listing down. */
  async function takeDown(
    staff: UserRow,
    listing: Listing,
    closed: readonly Pick<ReportRow, 'reason'>[],
    note: string,
  ) {
    const reason = takeDownReason(closed.map((row) => row.reason));
    try {
      if (listing.kind === 'post') await takeDowns.post(staff, listing.listingId, reason, note);
      else if (listing.kind === 'firm') await takeDowns.firm(staff, listing.listingId, reason, note);
      else await takeDowns.offer(staff, listing.listingId);
    } catch (error) {
      // Already off the site (taken down by another staff member, or gone): the decision stands.
      if (!(error instanceof AppError && (error.status === 409 || error.status === 404))) throw error;
    }
  }

  async function tellOwner(listing: Listing, rows: readonly Pick<ReportRow, 'reason'>[], note: string) {
    const owner = listing.ownerId ? await users.byId(listing.ownerId) : undefined;
    if (!owner) return;
    const values = (language: Language) => {
      const labels = contractResources[language].enums.listingReportReason;
      const reasons = reasonCounts(rows)
        .map(({ reason }) => labels[reason])
        .join(language === 'bn' ? ', ' : '; ');
      return { title: listing.title, listingId: listing.listingId, reasons, note };
    };
    await tell(owner, correctionNotice(listing), values, listing.ownerPath);
  }

  async function tellReporters(
    listing: Listing,
    rows: readonly Pick<ReportRow, 'reporterId'>[],
    outcome: ReportOutcome,
  ) {
    const ids = [...new Set(rows.flatMap((row) => (row.reporterId ? [row.reporterId] : [])))];
    for (const id of ids) {
      const reporter = await users.byId(id);
      if (!reporter) continue;
      const values = { title: listing.title, listingId: listing.listingId };
      // The inbox only: a reporter asked for nothing by mail.
      await tell(reporter, REPORTER_NOTICE[outcome], values, outcome === 'taken-down' ? null : listing.path, {
        mail: false,
      });
    }
  }

  return {
    /**
     * Records a report of a live listing from a member or a visitor. An address may send
     * LIMITS.report.perHourPerAddress an hour; a member (a visitor: an address) has one open
     * report per listing; an owner cannot report their own listing.
     */
    async record(submitter: { user: UserRow | null; address: string }, body: ReportBody): Promise<void> {
      const listing = await find(body.kind, body.listingId);
      if (!listing.live) throw new AppError(UNAVAILABLE[body.kind]);
      if (submitter.user && submitter.user.id === listing.ownerId)
        throw new AppError('FORBIDDEN', 'errors.ownListingReport');
      const at = now();
      const outcome = await reports.recordUnlessCapped(
        {
          ...listing.ref,
          reason: body.reason,
          details: body.details ? body.details : null,
          reporterId: submitter.user?.id ?? null,
          addressHash: reportAddressHash(submitter.address),
          createdAt: at,
        },
        LIMITS.report.perHourPerAddress,
        new Date(at.getTime() - HOUR_MS),
      );
      if (outcome.kind === 'capped') {
        const seconds = Math.ceil((outcome.oldest.getTime() + HOUR_MS - at.getTime()) / 1000);
        throw new AppError('RATE_LIMITED', undefined, Math.max(1, seconds));
      }
      if (outcome.kind === 'duplicate') throw new AppError('REPORT_ALREADY_SENT');
      if (body.reason === 'sold-or-rented' && 'postId' in listing.ref) await onTakenReport?.(listing.ref.postId, at);
    },

    /** Staff's queue: listings with open reports, the most recently reported first. */
    async queue(page: number) {
      const { groups, listings: total, open } = await reports.openGroups(page, GROUPS_PER_PAGE);
      const refs = groups.map((group) =>
        group.postId
          ? { postId: group.postId }
          : group.offerId
            ? { offerId: group.offerId }
            : { firmId: group.firmId! },
      );
      const found = await listings.byRefs(refs);
      const people = await users.summariesOf([
        ...[...found.values()].flatMap((listing) => (listing.ownerId ? [listing.ownerId] : [])),
        ...groups.flatMap((group) => group.reports.flatMap((row) => (row.reporterId ? [row.reporterId] : []))),
      ]);
      const person = (id: string | null) => {
        const summary = id ? people.get(id) : undefined;
        return summary ? { _id: summary.id, name: summary.name } : null;
      };
      const presented: ReportGroup[] = groups.flatMap((group, index) => {
        const listing = found.get(refId(refs[index]!));
        const newest = group.reports[0];
        if (!listing || !newest) return [];
        const owner = listing.ownerId ? people.get(listing.ownerId) : undefined;
        return [
          {
            kind: listing.kind,
            listingId: listing.listingId,
            title: listing.title,
            path: listing.path,
            live: listing.live,
            owner: owner ? { _id: owner.id, name: owner.name, status: owner.status, language: owner.language } : null,
            count: group.reports.length,
            reasons: reasonCounts(group.reports),
            newestAt: newest.createdAt.toISOString(),
            reports: group.reports.map((row) => ({
              _id: row.id,
              reason: row.reason,
              details: row.details,
              reporter: person(row.reporterId),
              createdAt: row.createdAt.toISOString(),
            })),
          },
        ];
      });
      const totalPages = Math.max(1, Math.ceil(total / GROUPS_PER_PAGE));
      return { groups: presented, openReports: open, pagination: { page, limit: GROUPS_PER_PAGE, total, totalPages } };
    },

    openCount: () => reports.openCount(),

    /**
     * Staff decide all of a listing's open reports at once: dismissed, correction-asked (the owner
     * is told the reasons and the note) or taken-down (the listing leaves the site through its
     * kind's own action). The reports close in one guarded UPDATE with their audit entry; of two
     * staff deciding at once the second gets 409 (ADR 032). Only then does the winner act on the
     * listing: a take-down that lost to a dismissal leaves the listing up and tells nobody.
     * Members who reported are told the outcome.
     */
    async decide(staff: UserRow, kind: ReportTargetKind, listingId: string, body: ReportDecisionBody) {
      const listing = await find(kind, listingId);
      const note = body.note ?? '';
      if (body.outcome === 'correction-asked' && !listing.ownerId)
        throw new AppError('CONFLICT', 'errors.offerHasNoOwner');
      const closed = await database.transaction(async (tx) => {
        const rows = await reports.decide(listing.ref, { outcome: body.outcome, staffId: staff.id, at: now() }, tx);
        if (rows.length === 0) throw new AppError('NO_OPEN_REPORTS');
        await audit.insert(
          {
            actorId: staff.id,
            action: `report.${body.outcome}`,
            targetType: listing.auditType,
            targetId: listing.listingId,
            targetLabel: listing.title,
            reason: note || null,
            details: { reports: rows.length, reasons: reasonCounts(rows), ownerId: listing.ownerId },
          },
          tx,
        );
        return rows;
      });
      if (body.outcome === 'taken-down') await takeDown(staff, listing, closed, note);
      if (body.outcome === 'correction-asked') await tellOwner(listing, closed, note);
      await tellReporters(listing, closed, body.outcome);
      return closed.length;
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
