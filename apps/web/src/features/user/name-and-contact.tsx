import type { Language, UserData } from '@ghorbari/contracts';
import { accountContact } from '../../domain/accounts/account-contact.ts';
import { textLanguage } from '../../lib/text-language.ts';

/**
 * Who is signed in, as the account menu's head and the account area's sidebar show it; a Bengali
 * or English name keeps its own language. An account made with a mobile number only (issue 40)
 * shows its number where the email stands.
 */
export function NameAndContact({ user, language }: { user: UserData; language: Language }) {
  return (
    <span className="min-w-0">
      <span className="block truncate font-semibold text-gray-900" lang={textLanguage(user.name, language)}>
        {user.name}
      </span>
      <span className="block truncate text-sm text-gray-600">{accountContact(user, language)}</span>
    </span>
  );
}
