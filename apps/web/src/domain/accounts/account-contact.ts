import type { Language } from '@ghorbari/contracts';
import { formatDigits } from '../../lib/format.ts';

/**
 * What stands beside an account's name (the account menu, the staff lists): its email, or for an
 * account made with a mobile number only (issue 40: email null) its number, in the reader's
 * digits. Empty for an account with neither, which no registration makes.
 */
export function accountContact(account: { email: string | null; phone: string | null }, language: Language): string {
  if (account.email) return account.email;
  return account.phone ? formatDigits(account.phone, language) : '';
}
