import { firmNumber } from '@ghorbari/contracts';
import { AppError } from '../../errors/app-error.ts';
import type { UserRow } from '../accounts/users.types.ts';
import type { FirmRow, FirmsAccess } from './review-codes.types.ts';

/**
 * A firm by its public id (I-1001) as the review codes and their requests need it: any firm
 * (404 when there is none), one the public may see (approved), or the member's own (403 else).
 */
export function createFirmLookup(firms: Pick<FirmsAccess, 'byNumber'>) {
  async function anyFirm(firmId: string): Promise<FirmRow> {
    const number = firmNumber(firmId);
    const firm = number === null ? null : await firms.byNumber(number);
    if (!firm) throw new AppError('FIRM_UNAVAILABLE');
    return firm;
  }
  return {
    anyFirm,
    /** A firm the public may see, review and ask for a code: approved. */
    async listedFirm(firmId: string): Promise<FirmRow> {
      const firm = await anyFirm(firmId);
      if (firm.status !== 'approved') throw new AppError('FIRM_UNAVAILABLE');
      return firm;
    },
    async ownFirm(user: Pick<UserRow, 'id'>, firmId: string): Promise<FirmRow> {
      const firm = await anyFirm(firmId);
      if (firm.ownerId !== user.id) throw new AppError('FORBIDDEN');
      return firm;
    },
  };
}
