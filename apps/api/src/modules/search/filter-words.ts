import type { Furnishing, PostListQuery, TenantType, UnderstoodPiece } from '@ghorbari/contracts';
import { meaningOf } from './meanings.ts';
import { tokensOf, type Unit } from './place-reading.ts';
import { isSeatWord } from './space.ts';

/**
 * Words that set a listing filter of a fact (issue 42): who may rent and how a home is furnished,
 * in any script. Each reader takes its words (they are no longer matched as text) and pushes a
 * piece for its chip; a filter already chosen wins over the words.
 */

type Search = Omit<PostListQuery, 'page' | 'limit'>;

/** The meanings (meanings.ts) that name a tenant type of the listing filter. */
export const TENANT_OF_MEANING: ReadonlyMap<string, TenantType> = new Map<string, TenantType>([
  ['family', 'family'],
  ['bachelor', 'bachelor'],
  ['female', 'female'],
  ['sublet', 'sublet'],
]);

/**
 * Who may rent ("bachelor mess", "ফ্যামিলি", "ছাত্রী", "sublet"): the tenant filter, for a rent
 * search without one. The filter takes one: the first named; the others stay words, matched by
 * their meaning.
 */
export function readTenant(
  units: Unit[],
  search: Search,
  pieces: UnderstoodPiece[],
  isFiller: (text: string) => boolean,
) {
  if (search.type !== 'rent' || search.tenant) return;
  const tenantOf = (unit: Unit) => TENANT_OF_MEANING.get(meaningOf(unit.text) ?? '');
  const first = units.find((unit) => !unit.used && !isFiller(unit.text) && tenantOf(unit));
  if (!first) return;
  // "student mess": a student is a man or a woman, and a mess only says a seat (space.ts), not
  // whose: no tenant then; "bachelor mess" and "ছাত্রী মেস" still name one.
  const student = units.some((unit) => !unit.used && meaningOf(unit.text) === 'student');
  if (student && units.every((unit) => unit.used || !tenantOf(unit) || isSeatWord(unit.text))) return;
  const tenant = tenantOf(first)!;
  const said = units.filter((unit) => !unit.used && tenantOf(unit) === tenant);
  for (const unit of said) unit.used = true;
  search.tenant = tenant;
  pieces.push({ kind: 'tenant', tokens: tokensOf(said), tenant });
}

/** "semi furnished", "সেমি ফার্নিশড": the word before "furnished" that makes it semi-furnished. */
const SEMI = new Set(['semi', 'সেমি', 'half', 'হাফ']);
/** "unfurnished", "furniture chara": no furniture. */
const UNFURNISHED = new Set(['unfurnished', 'আনফার্নিশড', 'nonfurnished', 'non']);

/**
 * How a home is furnished ("furnished flat", "সেমি ফার্নিশড", "unfurnished"): the furnishing
 * filter, when none is chosen. "furnished" alone is furnished, not semi-furnished: the words of
 * a semi-furnished or unfurnished post hold "furnished" too, so as text it found those first.
 */
export function readFurnishing(units: Unit[], search: Search, pieces: UnderstoodPiece[]) {
  if (search.furnishing) return;
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    if (unit.used) continue;
    const before = units[i - 1];
    let furnishing: Furnishing | undefined;
    let said = [unit];
    if (UNFURNISHED.has(unit.text) && unit.text !== 'non') furnishing = 'unfurnished';
    else if (meaningOf(unit.text) === 'furnished') {
      const qualified = before && !before.used && (SEMI.has(before.text) || UNFURNISHED.has(before.text));
      if (qualified) said = [before, unit];
      furnishing = !qualified ? 'furnished' : SEMI.has(before.text) ? 'semi-furnished' : 'unfurnished';
    }
    if (!furnishing) continue;
    for (const word of said) word.used = true;
    search.furnishing = furnishing;
    pieces.push({ kind: 'furnishing', tokens: tokensOf(said), furnishing });
    return;
  }
}
