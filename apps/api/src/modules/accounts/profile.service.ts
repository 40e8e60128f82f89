import type { Gender, Language, Settings, SettingsUpdate, UserData } from '@ghorbari/contracts';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { Database } from '../../db/client.ts';
import { removeUpload, saveAvatar } from '../../images/avatar.ts';
import type { FileInput } from '../../images/file-input.ts';
import type { DailyLimits } from './daily-limits.ts';
import { passwordMatches } from '../../auth/secrets.ts';
import { checkAddress } from './address.ts';
import { nameChangeAvailableAt, presentPublicProfile, presentUser, settingsOf } from './presenters.ts';
import type { UsersRepository } from './users.repository.ts';
import type { UserRow } from './users.types.ts';
import type { Storage } from '../../storage/storage.ts';

export interface ProfileChanges {
  name: string;
  phone: string;
  gender: Gender;
  birthDate: string;
  bio?: string | undefined;
  occupation?: string | undefined;
  address?: { division: string; district: string; subDistrict: string; more?: string | undefined } | undefined;
}

/** The signed-in user's own profile, privacy settings and account (issue 3). */
export interface ProfileDeps {
  database: Pick<Database, 'transaction'>;
  users: UsersRepository;
  /** The per-account daily caps (issue 28: profile pictures), counted in the change's transaction. */
  dailyLimits: DailyLimits;
  /** Where uploaded files live (ADR 028). */
  storage: Storage;
  /**
   * The posts module's service (app.ts hands it in): the dashboard's post counts, and removing an
   * account's posts with their photo files when the account goes.
   */
  posts: {
    countsOf(userId: string): Promise<UserData['counts']>;
    removeWithOwner(ownerId: string, removeOwner: () => Promise<void>): Promise<void>;
  };
  /** The design firms' service: removing an account's firms with their photo files. */
  firms: { removeWithOwner(ownerId: string, removeOwner: () => Promise<void>): Promise<void> };
  /** Closes the user's live sockets on every instance: a deleted account hears nothing more. */
  disconnect?: (userId: string) => void;
  now?: () => Date;
}

export function createProfileService({
  database,
  users,
  dailyLimits,
  storage,
  posts,
  firms,
  disconnect,
  now = () => new Date(),
}: ProfileDeps) {
  const fresh = async (id: string) => {
    const user = await users.byId(id);
    if (!user) throw new AppError('UNAUTHORIZED', 'errors.sessionExpired');
    return user;
  };

  const present = async (user: UserRow, token: string): Promise<UserData> => {
    const [counts, provenPhones] = await Promise.all([posts.countsOf(user.id), users.provenPhonesOf(user.id)]);
    return presentUser(user, token, now(), counts, provenPhones);
  };

  /**
   * What a changed phone does to the account's proof (issue 40): a number the member proved before
   * is proven at once (unless another account signs in with it); any other is unproven until a
   * code proves it. An account with no email signs in with its number, so it may change it only
   * to one it has proven: otherwise it would lock itself out.
   */
  async function phoneChange(user: UserRow, phone: string) {
    if (phone === user.phone) return {};
    const proven = (await users.provenPhonesOf(user.id)).includes(phone);
    const other = proven ? await users.byVerifiedPhone(phone) : undefined;
    const signsIn = proven && (other === undefined || other.id === user.id);
    if (user.email === null && !signsIn) {
      throw new AppError('VALIDATION_FAILED', 'validation.phoneChangeNeedsCode', undefined, [
        { path: 'phone', messageKey: 'validation.phoneChangeNeedsCode' },
      ]);
    }
    return { phone, phoneVerifiedAt: signsIn ? now() : null };
  }

  return {
    view: present,
    /** The account as it is now, after a change made elsewhere (a number proven by the auth service). */
    reload: fresh,

    async update(user: UserRow, token: string, changes: ProfileChanges): Promise<UserData> {
      const renamed = changes.name !== user.name;
      if (renamed && nameChangeAvailableAt(user, now())) {
        throw new AppError('VALIDATION_FAILED', 'validation.nameChangeLocked');
      }
      checkAddress(changes.address);
      const updated = await users.update(user.id, {
        ...(await phoneChange(user, changes.phone)),
        name: changes.name,
        gender: changes.gender,
        birthDate: changes.birthDate,
        bio: changes.bio ?? null,
        occupation: changes.occupation ?? null,
        addressDivision: changes.address?.division ?? null,
        addressDistrict: changes.address?.district ?? null,
        addressSubDistrict: changes.address?.subDistrict ?? null,
        addressMore: changes.address?.more ?? null,
        ...(renamed ? { nameChangedAt: now() } : {}),
      });
      return present(updated ?? (await fresh(user.id)), token);
    },

    /**
     * A new profile picture, within the daily cap (issue 28): checked early, then counted in the
     * transaction that sets it, so of pictures sent at once only as many as the cap allows stay.
     */
    async setPicture(user: UserRow, image: FileInput): Promise<string> {
      const take = { userId: user.id, kind: 'profilePicture', at: now() } as const;
      await dailyLimits.check(take);
      const proPic = await saveAvatar(image, storage, user.id);
      try {
        await database.transaction(async (tx) => {
          await dailyLimits.take(take, tx);
          await users.update(user.id, { proPic }, tx);
        });
      } catch (error) {
        await removeUpload(storage, proPic);
        throw error;
      }
      await removeUpload(storage, user.proPic);
      return proPic;
    },

    settings: (user: UserRow): Settings => settingsOf(user),

    async updateSettings(user: UserRow, settings: SettingsUpdate): Promise<Settings> {
      const updated = await users.update(user.id, {
        showEmail: settings.showEmail,
        showPhone: settings.showPhone,
        showAddress: settings.showAddress,
        showBirthDate: settings.birthDate,
        // Left as it is when the client does not send it (issue 16).
        ...(settings.notifyReplies === undefined ? {} : { notifyReplies: settings.notifyReplies }),
        ...(settings.mailPriceDrops === undefined ? {} : { mailPriceDrops: settings.mailPriceDrops }),
      });
      return settingsOf(updated ?? (await fresh(user.id)));
    },

    /** The language the member reads the site in: their notifications and mails follow it. */
    async setLanguage(user: UserRow, language: Language): Promise<void> {
      if (user.language !== language) await users.update(user.id, { language });
    },

    /**
     * Deletes the account and its personal data after checking the password: its posts go with
     * the row, and their photos, which the uploads folder would otherwise keep serving, with them.
     */
    async deleteAccount(user: UserRow, password: string): Promise<void> {
      if (!(await passwordMatches(user.passwordHash, password)))
        throw new AppError('FORBIDDEN', 'errors.passwordWrong');
      await posts.removeWithOwner(user.id, () => firms.removeWithOwner(user.id, () => users.remove(user.id)));
      disconnect?.(user.id);
      await removeUpload(storage, user.proPic);
    },

    async publicProfile(id: string) {
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
      const user = uuid.test(id) ? await users.byId(id) : undefined;
      if (!user || user.status === 'Disabled') throw notFound();
      return presentPublicProfile(user, user.showPhone && user.phone ? await users.provenPhonesOf(user.id) : []);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
