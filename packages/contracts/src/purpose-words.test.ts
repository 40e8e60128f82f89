import { describe, expect, it } from 'vitest';
import { isRentHint, namesPurpose, purposeNamedIn, sellHintOf } from './purpose-words.ts';

describe('the purpose a search names', () => {
  it('reads rent and sale in Banglish, English and Bengali, whatever the case', () => {
    expect(purposeNamedIn('mirpur flat vara')).toBe('rent');
    expect(purposeNamedIn('Mirpur Flat BHARA')).toBe('rent');
    expect(purposeNamedIn('মিরপুর ফ্ল্যাট ভাড়া')).toBe('rent');
    expect(purposeNamedIn('dhanmondi bari bikri')).toBe('sell');
    expect(purposeNamedIn('জমি বিক্রয়')).toBe('sell');
    expect(purposeNamedIn('to-let uttara')).toBe('rent');
  });

  it('reads rent from the words only a renter types, unless a purpose word says otherwise', () => {
    expect(purposeNamedIn('family flat')).toBe('rent');
    expect(purposeNamedIn('mirpur 10 family basa')).toBe('rent');
    expect(purposeNamedIn('bachelor')).toBe('rent');
    expect(purposeNamedIn('মিরপুর ফ্যামিলি ফ্ল্যাট')).toBe('rent');
    expect(purposeNamedIn('family flat for sale')).toBe('sell');
    expect(purposeNamedIn('ফ্যামিলি ফ্ল্যাট বিক্রি')).toBe('sell');
    // A PostID by its letter.
    expect(purposeNamedIn('R-209')).toBe('rent');
    expect(purposeNamedIn('s178')).toBe('sell');
  });

  it('takes ড় and য় typed with a separate nukta as the same letters', () => {
    expect(purposeNamedIn('ভাড\u09BCা')).toBe('rent');
    expect(purposeNamedIn('বিক্রয\u09BC')).toBe('sell');
  });

  it('names none for words without a purpose, for both at once, or inside a longer word', () => {
    expect(purposeNamedIn('mirpur flat')).toBeUndefined();
    expect(purposeNamedIn('vara or bikri')).toBeUndefined();
    expect(purposeNamedIn('rental')).toBeUndefined();
    expect(purposeNamedIn('')).toBeUndefined();
  });
});

describe("the purpose a buyer's words name (issue 63)", () => {
  it('reads sale from land, its units, a duplex and prices in lakh or crore', () => {
    expect(purposeNamedIn('আফতাবনগরে ৫ কাঠার প্লট')).toBe('sell');
    expect(purposeNamedIn('keraniganj jomi')).toBe('sell');
    expect(purposeNamedIn('purbachal american city plot')).toBe('sell');
    expect(purposeNamedIn('sylhet upashahar duplex')).toBe('sell');
    expect(purposeNamedIn('mirpur flat 50 lakh')).toBe('sell');
    expect(purposeNamedIn('bashundhara r/a ready flat 1 crore')).toBe('sell');
    expect(purposeNamedIn('উত্তরা ১০ নম্বর সেক্টরে প্লট')).toBe('sell');
  });

  it('lets a purpose word win over the hints, and names none when the hints are even', () => {
    expect(purposeNamedIn('duplex vara')).toBe('rent');
    expect(purposeNamedIn('plot rent')).toBe('rent');
    expect(purposeNamedIn('family duplex')).toBeUndefined();
    // A price in lakh outweighs one renter's word.
    expect(purposeNamedIn('family flat 80 lakh')).toBe('sell');
  });

  it('reads rent from rooms, seats and students, inflected too', () => {
    expect(purposeNamedIn('bachelor der jonno room kalabagan')).toBe('rent');
    expect(purposeNamedIn('chhatri hostel rajshahi')).toBe('rent');
    expect(purposeNamedIn('ঢাকা বিশ্ববিদ্যালয়ের কাছে মেসে সিট')).toBe('rent');
  });

  it('reads rent from a price in thousands or in taka under a lakh, not from a size', () => {
    expect(purposeNamedIn('shantinagar family flat 25k')).toBe('rent');
    expect(purposeNamedIn('মতিঝিলে ছোট অফিস ২০ হাজারের মধ্যে')).toBe('rent');
    expect(purposeNamedIn('flat 15 hajar')).toBe('rent');
    expect(purposeNamedIn('শ্যামলীতে ফ্ল্যাট ১৮০০০ টাকা')).toBe('rent');
    expect(purposeNamedIn('mirpur flat ৳12000')).toBe('rent');
    expect(purposeNamedIn('১৫০০ স্কয়ার ফিটের ফ্ল্যাট বনশ্রী')).toBeUndefined();
    expect(purposeNamedIn('flat 500 hajar')).toBeUndefined();
    // A price in lakh still names sale, and a purpose word wins over both.
    expect(purposeNamedIn('flat 45 lakh taka')).toBe('sell');
    expect(purposeNamedIn('office 20k bikri')).toBe('sell');
  });

  it('reads rent from a studio, a furnished home and a space, and sale from buying words', () => {
    expect(purposeNamedIn('studio apartment gulshan')).toBe('rent');
    expect(purposeNamedIn('ফার্নিশড ফ্ল্যাট গুলশান ২')).toBe('rent');
    expect(purposeNamedIn('agrabad commercial space')).toBe('rent');
    expect(purposeNamedIn('rayer bazar e flat kinbo')).toBe('sell');
    expect(purposeNamedIn('sylhet e jomi kinte chai')).toBe('sell');
    expect(purposeNamedIn('furnished flat for sale')).toBe('sell');
  });

  it("tells a purpose word from a hint, and a hint's property type", () => {
    expect(namesPurpose('vara')).toBe(true);
    expect(namesPurpose('plot')).toBe(false);
    expect(sellHintOf('প্লটের')).toBe('land');
    expect(sellHintOf('duplex')).toBe('duplex-home');
    expect(sellHintOf('লাখ')).toBeNull();
    expect(sellHintOf('flat')).toBeUndefined();
    expect(isRentHint('মেসে')).toBe(true);
  });
});
