import { describe, expect, it } from 'vitest';
import { whatsAppHref, whatsAppNumber } from './share-links.ts';

describe('WhatsApp links', () => {
  it("write a Bangladeshi mobile number in WhatsApp's international form", () => {
    expect(whatsAppNumber('01711000001')).toBe('8801711000001');
  });

  it('leave out land lines and anything that is not an 11-digit mobile number', () => {
    expect(whatsAppNumber('02955123456')).toBeNull();
    expect(whatsAppNumber('0171100000')).toBeNull();
  });

  it('carry the message, line breaks and Bengali included, for the reader to send', () => {
    const link = new URL(whatsAppHref('ফ্ল্যাটটি কি খালি?\nhttps://example.com/R-1', '8801711000001'));
    expect(link.href.startsWith('https://wa.me/8801711000001?text=')).toBe(true);
    expect(link.searchParams.get('text')).toBe('ফ্ল্যাটটি কি খালি?\nhttps://example.com/R-1');
  });
});
