import {
  contractResources,
  DHAKA_OFFSET_MS,
  groupId,
  groupNumber,
  LIMITS,
  type InterestBody,
  type Language,
  type Lead,
  type LeadsQuery,
  type LeadStatus,
  type MyInterest,
  siteHref,
  sitePaths,
} from '@ghorbari/contracts';
import { sha256 } from '../../auth/secrets.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { localDigits } from '../../mail/templates.ts';
import type { UserRow, UsersRepository } from '../accounts/users.types.ts';
import type { Notifier } from '../notifications/notices.ts';
import { presentLead, presentMyInterest, type OfferTitles } from './group-interests.presenters.ts';
import {
  GENERAL_OFFER_KEY,
  type GroupInterestsRepository,
  type InterestRow,
  type LeadsFilter,
} from './group-interests.repository.ts';
import type { GroupOffersAccess, OfferRow } from './group-interests.types.ts';
import { leadsCsv } from './leads.csv.ts';
import type { AuditWriter } from '../audit/audit-writer.ts';

const HOUR_MS = 3600_000;
export const LEADS_PAGE_SIZE = 20;
/** The most rows one CSV export holds: a year of busy days; narrow the filters for more. */
export const LEADS_CSV_MAX_ROWS = 10_000;

/** Only open and filled offers are public (ADR 017); interest in a closed one is refused. */
const PUBLIC_STATUSES: readonly OfferRow['status'][] = ['open', 'filled'];

/** The Dhaka calendar day of a moment, YYYY-MM-DD: the day "once a day" counts in. */
export const dhakaDay = (at: Date): string => new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The client address a submission came from, hashed: enough to cap an address, never the
 * address itself. The fixed prefix keeps these hashes apart from other modules'.
 */
export const interestAddressHash = (address: string): string => sha256(`ghorbari:group-interest-address:${address}`);

/** Who submits: the signed-in member, if any, and the client address (capped per hour). */
export interface Submitter {
  user: UserRow | null;
  address: string;
}

export interface GroupInterestsDeps {
  database: Pick<Database, 'transaction'>;
  interests: GroupInterestsRepository;
  /** The offers repository (same module, handed in from app.ts). */
  offers: GroupOffersAccess;
  users: Pick<UsersRepository, 'summariesOf'>;
  /** The audit log's writer (the audit module's repository, handed in from app.ts). */
  audit: AuditWriter<'lead'>;
  tell: Notifier;
  now?: () => Date;
}

/**
 * Interest in group-wise building, kept as staff's leads (issue 15, spec §3, ADR 017): anyone
 * registers interest in an offer or in the general form; support works through the leads; a
 * member sees their own. Nobody else's lead is ever shown outside the staff area.
 */
export function createGroupInterestsService({
  database,
  interests,
  offers,
  users,
  audit,
  tell,
  now = () => new Date(),
}: GroupInterestsDeps) {
  async function publicOffer(offerId: string): Promise<OfferRow> {
    const number = groupNumber(offerId);
    const offer = number === null ? null : await offers.byNumber(number);
    if (!offer || !PUBLIC_STATUSES.includes(offer.status)) throw new AppError('GROUP_OFFER_UNAVAILABLE');
    return offer;
  }

  /** The staff's filters, with an offer's public id turned into its row id (any status: leads outlive an offer). */
  async function filterOf(query: Omit<LeadsQuery, 'page'>): Promise<LeadsFilter | null> {
    const filter: LeadsFilter = { status: query.status, division: query.division };
    if (query.offer === 'general') filter.general = true;
    else if (query.offer) {
      const number = groupNumber(query.offer);
      const offer = number === null ? null : await offers.byNumber(number);
      if (!offer) return null;
      filter.offerId = offer.id;
    }
    return filter;
  }

  const titlesOf = (rows: readonly InterestRow[]): Promise<OfferTitles> =>
    offers.titlesByIds(rows.flatMap((row) => row.offerId ?? []));

  async function presentLeads(rows: readonly InterestRow[]): Promise<Lead[]> {
    const [titles, members] = await Promise.all([
      titlesOf(rows),
      users.summariesOf(rows.flatMap((row) => row.userId ?? [])),
    ]);
    return rows.map((row) => presentLead(row, titles, members));
  }

  async function notify(user: UserRow, row: InterestRow, offer: OfferRow | null): Promise<void> {
    const phone = (language: Language) => localDigits(row.phone, language);
    if (offer) {
      const offerId = groupId(offer.number);
      // The offer as the member reads it: its English twin for an English reader, when staff gave one (ADR 039).
      const title = (language: Language) => (language === 'en' && offer.titleEn) || offer.title;
      const values = (language: Language) => ({ title: title(language), offerId, phone: phone(language) });
      await tell(user, 'interestRecorded', values, siteHref.groupDetails(offerId));
    } else {
      const values = (language: Language) => {
        const divisions = contractResources[language].enums.division as Record<string, string>;
        const division = row.division ? (divisions[row.division] ?? row.division) : '';
        return { division, location: row.location ?? '', phone: phone(language) };
      };
      await tell(user, 'interestRecordedGeneral', values, sitePaths.groupBuilding);
    }
  }

  return {
    /**
     * Records interest in an offer (open or filled) or in the general form. One phone is
     * recorded once per offer (or general form) and Dhaka day: a second submit, or the second of
     * two at once, is told it is already recorded. An address may record
     * LIMITS.group.interestsPerHourPerAddress an hour. A signed-in member's interest is linked to
     * their account and they get an inbox notice (and a mail) in their language.
     */
    async record(submitter: Submitter, body: InterestBody): Promise<void> {
      const offer = body.offerId === undefined ? null : await publicOffer(body.offerId);
      const at = now();
      const outcome = await interests.recordUnlessCapped(
        {
          offerId: offer?.id ?? null,
          offerKey: offer?.id ?? GENERAL_OFFER_KEY,
          userId: submitter.user?.id ?? null,
          name: body.name,
          occupation: body.occupation,
          phone: body.phone,
          // An offer's lead carries the offer's division, so staff filter both kinds by one column.
          division: offer ? offer.division : (body.division ?? null),
          location: offer ? null : (body.location ?? null),
          day: dhakaDay(at),
          addressHash: interestAddressHash(submitter.address),
          createdAt: at,
          updatedAt: at,
        },
        LIMITS.group.interestsPerHourPerAddress,
        new Date(at.getTime() - HOUR_MS),
      );
      if (outcome.kind === 'capped') {
        const seconds = Math.ceil((outcome.oldest.getTime() + HOUR_MS - at.getTime()) / 1000);
        throw new AppError('RATE_LIMITED', undefined, Math.max(1, seconds));
      }
      if (outcome.kind === 'duplicate') throw new AppError('INTEREST_ALREADY_RECORDED');
      if (submitter.user) await notify(submitter.user, outcome.row, offer);
    },

    /** The member's own interests, newest first (their dashboard). */
    async mine(user: UserRow): Promise<MyInterest[]> {
      const rows = await interests.ofUser(user.id);
      const titles = await titlesOf(rows);
      return rows.map((row) => presentMyInterest(row, titles));
    },

    /** A page of leads for staff, newest first, filtered by offer (or general), status and division. */
    async leads(query: LeadsQuery) {
      const filter = await filterOf(query);
      const { rows, total } = filter
        ? await interests.page(filter, query.page, LEADS_PAGE_SIZE)
        : { rows: [], total: 0 };
      return {
        leads: await presentLeads(rows),
        pagination: {
          page: query.page,
          limit: LEADS_PAGE_SIZE,
          total,
          totalPages: Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE)),
        },
      };
    },

    /**
     * A lead moved on (new → called → joined / not interested, or back when staff correct a
     * slip) with staff's note: the change and its audit entry in one transaction, the row locked
     * so the entry's "from" is the status it really had. A note left out stays as it was; an
     * empty note clears it. Nothing changed, nothing written.
     */
    async update(staff: UserRow, leadId: string, body: { status: LeadStatus; note?: string | undefined }) {
      const found = await interests.byId(leadId);
      if (!found) throw new AppError('NOT_FOUND');
      // A lead's offer never changes: named before the transaction, which holds the only connection on PGlite.
      const offer = found.offerId ? (await offers.titlesByIds([found.offerId])).get(found.offerId) : undefined;
      const updated = await database.transaction(async (tx) => {
        const lead = await interests.lockById(leadId, tx);
        if (!lead) throw new AppError('NOT_FOUND');
        const note = body.note === undefined ? lead.note : body.note || null;
        if (lead.status === body.status && lead.note === note) return lead;
        const row = await interests.update(lead.id, { status: body.status, note }, now(), tx);
        if (!row) throw new AppError('NOT_FOUND');
        await audit.insert(
          {
            actorId: staff.id,
            action: 'lead.updated',
            targetType: 'lead',
            targetId: lead.id,
            targetLabel: `${lead.name} (${offer ? groupId(offer.number) : GENERAL_OFFER_KEY})`,
            reason: note,
            details: {
              from: lead.status,
              to: row.status,
              note,
              previousNote: lead.note,
              offerId: offer ? groupId(offer.number) : null,
            },
          },
          tx,
        );
        return row;
      });
      const [lead] = await presentLeads([updated]);
      if (!lead) throw new AppError('NOT_FOUND');
      return lead;
    },

    /** Every lead matching the filters (up to LEADS_CSV_MAX_ROWS), newest first, as CSV in `language`. */
    async csv(query: Omit<LeadsQuery, 'page'>, language: Language): Promise<{ body: string; fileName: string }> {
      const filter = await filterOf(query);
      const rows = filter ? await interests.all(filter, LEADS_CSV_MAX_ROWS) : [];
      return { body: leadsCsv(rows, await titlesOf(rows), language), fileName: `leads-${dhakaDay(now())}.csv` };
    },
  };
}
export type GroupInterestsService = ReturnType<typeof createGroupInterestsService>;
