import {
  BellRing,
  Bookmark,
  Briefcase,
  Building,
  Inbox,
  type LucideIcon,
  LockKeyhole,
  PencilLine,
  Star,
  UserRound,
} from 'lucide-react';
import { paths } from '../../config/paths.ts';

export interface UserNavItem {
  to: string;
  /** Key in the `account` namespace. */
  label: `nav.${string}`;
  Icon: LucideIcon;
}

/** The account dropdown's links, in the spec's order (§2, shared chrome). */
export const accountMenuItems: UserNavItem[] = [
  { to: paths.userProfile, label: 'nav.profile', Icon: UserRound },
  { to: paths.userInbox, label: 'nav.inbox', Icon: Inbox },
  { to: paths.userSettings, label: 'nav.settings', Icon: LockKeyhole },
  { to: paths.userProperties, label: 'nav.properties', Icon: Building },
  { to: paths.userSavedPosts, label: 'nav.savedPosts', Icon: Bookmark },
  // Issue 17: saved searches and their alerts.
  { to: paths.userSearches, label: 'nav.searches', Icon: BellRing },
  { to: paths.userReviews, label: 'nav.reviews', Icon: Star },
  // Issue 14: the design firms a member runs (their pages, review codes).
  { to: paths.userFirms, label: 'nav.firms', Icon: Briefcase },
];

/** The /user area's own navigation: the same pages plus editing the profile, next to the profile. */
export const userAreaItems: UserNavItem[] = [
  accountMenuItems[0]!,
  { to: paths.userProfileEdit, label: 'nav.profileEdit', Icon: PencilLine },
  ...accountMenuItems.slice(1),
];
