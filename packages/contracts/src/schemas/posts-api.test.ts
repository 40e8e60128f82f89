import { describe, expect, it } from 'vitest';
import { translateMessage } from '../i18n.ts';
import { postListQuerySchema } from './posts-api.ts';
import { savedSearchCreateSchema } from './saved-searches.ts';

/** The problem a reader of `language` is shown for this post search, or null when it is taken. */
function problem(query: Record<string, unknown>, language: 'bn' | 'en' = 'en') {
  const result = postListQuerySchema.safeParse({ type: 'rent', ...query });
  return result.success ? null : translateMessage(language, result.error.issues[0]!.message);
}

const dhaka = { division: 'dhaka', district: 'dhaka' };

describe('bedrooms, one count or several (issue 63)', () => {
  it.each([
    ['3', [3]],
    [3, [3]],
    ['2,3', [2, 3]],
    ['3, 2,3', [2, 3]],
    ['২,৩', [2, 3]],
    [
      ['3', '2'],
      [2, 3],
    ],
    [
      [4, 1],
      [1, 4],
    ],
  ])('reads %j as %j', (bedrooms, expected) => {
    expect(postListQuerySchema.parse({ type: 'rent', bedrooms }).bedrooms).toEqual(expected);
  });

  it('takes an empty value as no filter', () => {
    expect(postListQuerySchema.parse({ type: 'rent', bedrooms: '' }).bedrooms).toBeUndefined();
    expect(postListQuerySchema.parse({ type: 'rent', bedrooms: ',' }).bedrooms).toBeUndefined();
  });

  it.each(['0', '5', '2,9', 'two', '2.5', '2;3'])('refuses %j in words the reader reads', (bedrooms) => {
    expect(problem({ bedrooms })).toBe('Choose the bedrooms from 1, 2, 3 or 4+, one or several');
    expect(problem({ bedrooms }, 'bn')).toBe('বেডরুমের সংখ্যা ১, ২, ৩ বা ৪+ থেকে বেছে নিন, একটি বা একাধিক');
  });

  it('is parsed again as it was the first time (a saved search sends the parsed search back)', () => {
    const once = postListQuerySchema.parse({ type: 'rent', ...dhaka, bedrooms: '3,2', areas: 'dhaka-mirpur' });
    expect(savedSearchCreateSchema.parse({ filters: once }).filters).toEqual(once);
  });
});

describe('areas of the district, before the gazetteer is loaded (the web’s check: the form of the ids)', () => {
  it('reads a comma list or repeated values, each once, in order', () => {
    expect(
      postListQuerySchema.parse({ type: 'rent', ...dhaka, areas: 'dhaka-mohammadpur,dhaka-mirpur' }).areas,
    ).toEqual(['dhaka-mirpur', 'dhaka-mohammadpur']);
    expect(
      postListQuerySchema.parse({ type: 'rent', ...dhaka, areas: ['dhaka-mirpur-10', 'dhaka-mirpur', 'dhaka-mirpur'] })
        .areas,
    ).toEqual(['dhaka-mirpur', 'dhaka-mirpur-10']);
  });

  it('keeps a single area and neighbourhood valid as they were', () => {
    const query = postListQuerySchema.parse({ type: 'rent', ...dhaka, subDistrict: 'dhaka-mirpur', bedrooms: 3 });
    expect(query).toMatchObject({ subDistrict: 'dhaka-mirpur', bedrooms: [3] });
    expect(query.areas).toBeUndefined();
  });

  it('refuses areas without a district, of another district, too many or malformed, in both languages', () => {
    expect(problem({ areas: 'dhaka-mirpur' })).toBe('Choose a district first, then its areas');
    expect(problem({ areas: 'dhaka-mirpur' }, 'bn')).toBe('আগে জেলা বেছে নিন, তারপর সেই জেলার এলাকা');
    expect(problem({ ...dhaka, areas: 'dhaka-mirpur,gazipur-tongi-east' })).toBe(
      'Those areas are not in the chosen district; please pick them from the list',
    );
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((letter) => `dhaka-${letter}`).join(',');
    expect(problem({ ...dhaka, areas: seven })).toBe('Choose at most 6 areas at once');
    expect(problem({ ...dhaka, areas: seven }, 'bn')).toBe('একসাথে সর্বোচ্চ ৬টি এলাকা বেছে নিন');
    expect(problem({ ...dhaka, areas: 'Dhaka Mirpur' })).toBe('Please choose the areas from the list');
  });
});

describe('areas of the district, with the gazetteer (the API’s check)', () => {
  it('refuses an id the gazetteer does not hold, and takes thanas, upazilas and neighbourhoods', async () => {
    await import('../locations/index.ts');
    expect(problem({ ...dhaka, areas: 'dhaka-mirpur,dhaka-nowhere' })).toBe(
      'Those areas are not in the chosen district; please pick them from the list',
    );
    expect(problem({ ...dhaka, areas: 'dhaka-mirpur,dhaka-mohammadpur,dhaka-savar,dhaka-mirpur-10' })).toBeNull();
    expect(problem({ division: 'chittagong', district: 'chittagong', areas: 'chittagong-agrabad' })).toBeNull();
  });
});
