import { describe, expect, it } from 'vitest';
import { translateMessage } from './i18n.ts';
import { normalPhone, phoneSearchDigits, plainNumberText } from './number-text.ts';
import { codeSchema, mobileSchema, phoneSchema } from './schemas/fields.ts';
import { postBasicsSchema } from './schemas/post.ts';
import { postListQuerySchema } from './schemas/posts-api.ts';

/** A rent flat as the form sends it; each test changes the amounts. */
const rentFlat = (amounts: Record<string, unknown>) => ({
  type: 'rent',
  postTitle: 'ফ্যামিলি ফ্ল্যাট, মিরপুর ১০',
  description: 'দক্ষিণমুখী, লিফট ও জেনারেটর আছে।',
  primaryPhone: '01712345678',
  location: { division: 'dhaka', district: 'dhaka', subDistrict: 'dhaka-mirpur', street: 'রোড ৭', house: 'বাড়ি ১২' },
  priceUnits: 'total-price',
  propertyType: 'apartment',
  rooms: { bedrooms: 3, bathrooms: 2 },
  ...amounts,
});

/** The English message of the first problem, or null when the post is accepted. */
function problem(value: unknown): string | null {
  const result = postBasicsSchema.safeParse(value);
  return result.success ? null : translateMessage('en', result.error.issues[0]!.message);
}

describe('amounts as people type them (issue 12)', () => {
  it('reads Bengali and Latin digits with grouping commas or spaces as the plain number', () => {
    expect(plainNumberText('২৫,০০০')).toBe('25000');
    expect(plainNumberText('25,000')).toBe('25000');
    expect(plainNumberText('১,৫৬,০০,০০০')).toBe('15600000');
    expect(plainNumberText('1 56 00 000')).toBe('15600000');
    expect(plainNumberText('৪৫\u00a0০০০')).toBe('45000');
    expect(plainNumberText(25_000)).toBe(25_000);
    expect(plainNumberText(undefined)).toBeUndefined();
  });

  it.each([
    ['২৫,০০০', 25_000],
    ['25,000', 25_000],
    ['১,৫৬,০০,০০০', 15_600_000],
    ['15,600,000', 15_600_000],
    ['2 5000', 25_000],
    [25_000, 25_000],
  ])('accepts the price %s as %d taka', (price, taka) => {
    const result = postBasicsSchema.safeParse(rentFlat({ price, previousPrice: price }));
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ price: taka, previousPrice: taka });
  });

  it.each(['২৫,০০০.৫০', 'পঁচিশ হাজার', '25k', '-25,000', '0', ',', ''])('still refuses %j as a price', (price) => {
    expect(problem(rentFlat({ price }))).toBe('Please enter a valid price in Tk');
  });

  it('leaves an optional amount out when it is not given, and reads a grouped size', () => {
    const result = postBasicsSchema.safeParse(rentFlat({ price: '২৫,০০০', size: '১,২০০' }));
    expect(result.data).toMatchObject({ price: 25_000, size: 1200 });
    expect(result.data?.previousPrice).toBeUndefined();
    expect(result.data?.location).toMatchObject({ street: 'রোড ৭', house: 'বাড়ি ১২' });
  });

  it('reads the listing price filters the same way as the post’s price', () => {
    const query = postListQuerySchema.parse({ type: 'rent', minPrice: '১০,০০০', maxPrice: '30,000' });
    expect(query).toMatchObject({ minPrice: 10_000, maxPrice: 30_000 });
    expect(postListQuerySchema.safeParse({ type: 'rent', minPrice: '30,000', maxPrice: '১০,০০০' }).success).toBe(false);
    expect(postListQuerySchema.safeParse({ type: 'rent', maxPrice: '30k' }).success).toBe(false);
  });
});

describe('phone numbers as people type them (issue 18)', () => {
  it.each([
    ['01711223344', '01711223344'],
    ['০১৭১১২২৩৩৪৪', '01711223344'],
    ['+880 1711-223344', '01711223344'],
    ['+৮৮০ ১৭১১-২২৩৩৪৪', '01711223344'],
    ['8801711223344', '01711223344'],
    ['00880 1711 223 344', '01711223344'],
    [' 017.1122.3344 ', '01711223344'],
  ])('reads %j as one number, %s', (typed, stored) => {
    expect(normalPhone(typed)).toBe(stored);
    expect(phoneSchema.parse(typed)).toBe(stored);
  });

  it.each(['1711223344', '+8801711', '০১৭১১২২৩৩৪', '+9101711223344', 'ফোন নেই'])('still refuses %j', (typed) => {
    const result = phoneSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.phoneInvalid');
  });
});

describe('a Bangladeshi mobile number (issue 40)', () => {
  it.each([
    ['+৮৮০ ১৭১২-৯৮৭৬৫৪', '01712987654'],
    ['8801312345678', '01312345678'],
    ['019 1234 5678', '01912345678'],
  ])('reads %j as %s', (typed, stored) => {
    expect(mobileSchema.parse(typed)).toBe(stored);
  });

  // A landline (02…), an operator that does not exist (012…) and a number a digit short.
  it.each(['02 9123 4567', '01212345678', '0171298765'])('refuses %j, saying why', (typed) => {
    const result = mobileSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.mobileInvalid');
  });

  it('takes a code typed in Bengali digits', () => {
    expect(codeSchema.parse('৪০৮১২৩')).toBe('408123');
    expect(codeSchema.safeParse('৪০৮১২').success).toBe(false);
  });
});

describe('a phone number typed into a staff search (issue 41)', () => {
  it.each([
    ['01711223344', '01711223344'],
    ['+880 1711-223344', '01711223344'],
    ['+৮৮০ ১৭১১', '01711'],
    ['8801711', '01711'],
    ['০১৭১১ ২২৩', '01711223'],
    ['(017) 11.22', '0171122'],
  ])('reads %j as %s', (typed, digits) => {
    expect(phoneSearchDigits(typed)).toBe(digits);
  });

  it.each(['017', 'Sumon 01711', 'a@b.com', 'S-1001', ''])('reads %j as no number', (typed) => {
    expect(phoneSearchDigits(typed)).toBeUndefined();
  });
});
