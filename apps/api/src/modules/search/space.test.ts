import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../text/fold.ts';
import { isSeatText, SEAT_TOKEN, spaceHolds } from './space.ts';

describe('the kind of space a post is (issue 63)', () => {
  it('tells a seat in a mess or hostel by its words, in either script and with a Bengali ending', () => {
    expect(isSeatText(foldForSearch('ছাত্রী হোস্টেলে সিট খালি'))).toBe(true);
    expect(isSeatText(foldForSearch('ব্যাচেলর মেসে সিট ভাড়া'))).toBe(true);
    expect(isSeatText(foldForSearch('Mess seat for rent near Dhaka University'))).toBe(true);
    // A city, a seating area or a flat for bachelors is no seat.
    expect(isSeatText(foldForSearch('জাপান গার্ডেন সিটির কাছে ফ্ল্যাট'))).toBe(false);
    expect(isSeatText(foldForSearch('Bashundhara City, seating for 40'))).toBe(false);
    expect(isSeatText(foldForSearch('ব্যাচেলরদের জন্য পুরো ফ্ল্যাট'))).toBe(false);
  });

  it('takes a seat for a seat, and neither a seat nor a sublet for a whole home', () => {
    const seat = { searchRoman: ` ms st ${SEAT_TOKEN} `, tenants: ['bachelor'] as const };
    const sublet = { searchRoman: ' sblt rm ', tenants: ['sublet'] as const };
    const flat = { searchRoman: ' flt zfamily ', tenants: ['family'] as const };
    expect([seat, sublet, flat].map((post) => spaceHolds('seat', post))).toEqual([true, false, false]);
    expect([seat, sublet, flat].map((post) => spaceHolds('whole', post))).toEqual([false, false, true]);
  });
});
