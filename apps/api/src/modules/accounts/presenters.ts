import { LIMITS, type Settings, type UserData } from '@ghorbari/contracts';
import { effectiveStatus } from './account-status.ts';
import type { UserRow } from './users.types.ts';

export const settingsOf = (user: UserRow): Settings => ({
  showEmail: user.showEmail,
  showPhone: user.showPhone,
  showAddress: user.showAddress,
  birthDate: user.showBirthDate,
  notifyReplies: user.notifyReplies,
  mailPriceDrops: user.mailPriceDrops,
});

/** The name may change again 3 months after its last change (spec §5). */
export function nameChangeAvailableAt(user: Pick<UserRow, 'nameChangedAt'>, now: Date): Date | null {
  if (!user.nameChangedAt) return null;
  const unlock = new Date(user.nameChangedAt);
  unlock.setUTCMonth(unlock.getUTCMonth() + LIMITS.name.changeIntervalMonths);
  return unlock > now ? unlock : null;
}

const addressOf = (user: UserRow): UserData['address'] =>
  user.addressDivision && user.addressDistrict && user.addressSubDistrict
    ? {
        division: user.addressDivision,
        district: user.addressDistrict,
        subDistrict: user.addressSubDistrict,
        more: user.addressMore,
      }
    : null;

/** The signed-in user's own view (never the password hash). */
export function presentUser(
  user: UserRow,
  userToken: string,
  now: Date,
  counts: UserData['counts'],
  verifiedPhones: string[],
): UserData {
  const status = effectiveStatus(user, now);
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    proPic: user.proPic,
    status,
    suspendedUntil: status === 'suspended' && user.suspendedUntil ? user.suspendedUntil.toISOString() : null,
    role: user.role,
    phone: user.phone,
    phoneVerified: user.phoneVerifiedAt !== null,
    verifiedPhones,
    gender: user.gender,
    birthDate: user.birthDate,
    bio: user.bio,
    occupation: user.occupation,
    address: addressOf(user),
    joinDate: user.createdAt.toISOString(),
    nameChangeAvailableAt: nameChangeAvailableAt(user, now)?.toISOString() ?? null,
    settings: settingsOf(user),
    counts,
    userToken,
  };
}

/** What anyone may see: hidden fields are left out entirely, not blanked. */
export function presentPublicProfile(user: UserRow, provenPhones: readonly string[]) {
  return {
    _id: user.id,
    name: user.name,
    proPic: user.proPic,
    joinDate: user.createdAt.toISOString(),
    bio: user.bio,
    occupation: user.occupation,
    ...(user.showEmail && user.email ? { email: user.email } : {}),
    ...(user.showPhone
      ? { phone: user.phone, phoneVerified: user.phone !== null && provenPhones.includes(user.phone) }
      : {}),
    ...(user.showAddress ? { address: addressOf(user) } : {}),
    ...(user.showBirthDate ? { birthDate: user.birthDate } : {}),
  };
}
