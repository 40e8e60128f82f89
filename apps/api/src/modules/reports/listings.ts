import {
  type AuditTargetType,
  firmNumber,
  groupNumber,
  type GroupOfferStatus,
  type PostStatus,
  PUBLIC_GROUP_STATUSES,
  type ReportTargetKind,
  siteHref,
  sitePaths,
} from '@ghorbari/contracts';
import { publicGroupId } from '../group/group-offers.presenters.ts';
import { publicFirmId } from '../interior/firms.presenters.ts';
import { parsePostId, publicPostId } from '../posts/posts.presenters.ts';
import type { PostReference } from '../posts/posts.types.ts';
import type { ListingRef } from './reports.repository.ts';

/** A reportable listing as the reports module sees it, whatever its kind. */
export interface Listing {
  kind: ReportTargetKind;
  /** Its public id: S-1001, G-3, I-12. */
  listingId: string;
  ref: ListingRef;
  title: string;
  path: string;
  /** On the site now: a post or firm approved, an offer open or filled. */
  live: boolean;
  /** The member who owns it; offers are kept by staff. */
  ownerId: string | null;
  auditType: AuditTargetType;
  /** Where its owner corrects it. */
  ownerPath: string | null;
  /** A post's type (sell or rent): whom its wrong facts mislead, buyers or renters; null for an offer or a firm. */
  postType: PostRow['type'] | null;
}

/** What the reports module reads of each kind (the modules' repositories, handed in from app.ts). */
type PostRow = PostReference;
interface OfferRow {
  id: string;
  number: number;
  title: string;
  status: GroupOfferStatus;
}
interface FirmRow {
  id: string;
  number: number;
  name: string;
  status: PostStatus;
  ownerId: string;
}

/** What the kind of a listing fixes: how the audit log names it and where its owner corrects it. */
const KINDS: Record<ReportTargetKind, Pick<Listing, 'auditType' | 'ownerPath'>> = {
  post: { auditType: 'post', ownerPath: sitePaths.userProperties },
  offer: { auditType: 'group-offer', ownerPath: null },
  firm: { auditType: 'firm', ownerPath: sitePaths.userFirms },
};
/** A listing of a kind with its public id, its page (found by that id) and what its row says. */
const listing = (
  kind: ReportTargetKind,
  listingId: string,
  pathOf: (listingId: string) => string,
  row: Pick<Listing, 'ref' | 'title' | 'live' | 'ownerId'> & Partial<Pick<Listing, 'postType'>>,
): Listing => ({ kind, listingId, path: pathOf(listingId), ...KINDS[kind], postType: null, ...row });

const postListing = (post: PostRow) =>
  listing('post', publicPostId(post), (id) => siteHref.postDetails(post.type, id), {
    ref: { postId: post.id },
    title: post.title,
    live: post.status === 'approved',
    ownerId: post.ownerId,
    postType: post.type,
  });
const offerListing = (offer: OfferRow) =>
  listing('offer', publicGroupId(offer), siteHref.groupDetails, {
    ref: { offerId: offer.id },
    title: offer.title,
    live: PUBLIC_GROUP_STATUSES.includes(offer.status),
    ownerId: null,
  });
const firmListing = (firm: FirmRow) =>
  listing('firm', publicFirmId(firm), siteHref.interiorDetails, {
    ref: { firmId: firm.id },
    title: firm.name,
    live: firm.status === 'approved',
    ownerId: firm.ownerId,
  });

export interface ListingSources {
  posts: {
    byNumber(type: PostRow['type'], number: number): Promise<{ post: PostRow } | undefined>;
    byIds(ids: readonly string[]): Promise<PostRow[]>;
  };
  offers: { byNumber(number: number): Promise<OfferRow | null>; byId(id: string): Promise<OfferRow | null> };
  firms: { byNumber(number: number): Promise<FirmRow | null>; byId(id: string): Promise<FirmRow | null> };
}

/** Finds listings by public id (a report, a decision) or by the ids stored on reports (the queue). */
export function createListings({ posts, offers, firms }: ListingSources) {
  return {
    async byPublicId(kind: ReportTargetKind, listingId: string): Promise<Listing | null> {
      if (kind === 'post') {
        const parsed = parsePostId(listingId);
        const found = parsed ? await posts.byNumber(parsed.type, parsed.number) : undefined;
        return found ? postListing(found.post) : null;
      }
      if (kind === 'offer') {
        const number = groupNumber(listingId);
        const offer = number === null ? null : await offers.byNumber(number);
        return offer ? offerListing(offer) : null;
      }
      const number = firmNumber(listingId);
      const firm = number === null ? null : await firms.byNumber(number);
      return firm ? firmListing(firm) : null;
    },

    /** The listings of these references, keyed by the referenced id (missing ones left out). */
    async byRefs(refs: readonly ListingRef[]): Promise<Map<string, Listing>> {
      const found = new Map<string, Listing>();
      const postIds = refs.flatMap((ref) => ('postId' in ref ? [ref.postId] : []));
      for (const post of await posts.byIds(postIds)) found.set(post.id, postListing(post));
      for (const ref of refs) {
        if ('offerId' in ref) {
          const offer = await offers.byId(ref.offerId);
          if (offer) found.set(offer.id, offerListing(offer));
        } else if ('firmId' in ref) {
          const firm = await firms.byId(ref.firmId);
          if (firm) found.set(firm.id, firmListing(firm));
        }
      }
      return found;
    },
  };
}
export type Listings = ReturnType<typeof createListings>;

/** The id a reference names, whatever its kind. */
export const refId = (ref: ListingRef): string =>
  'postId' in ref ? ref.postId : 'offerId' in ref ? ref.offerId : ref.firmId;
