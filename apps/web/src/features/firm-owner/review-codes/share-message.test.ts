import { describe, expect, it } from 'vitest';
import { whatsAppHref } from '../../../lib/share-links.ts';
import { smsLink } from './share-message.ts';

describe('handing a review code to the client', () => {
  const message = 'Code K7MX-4QPA: https://ghorbari.com/Interior-Details/I-12 & thanks';

  it('opens WhatsApp with the whole message, the link and the code intact', () => {
    const link = new URL(whatsAppHref(message));
    expect(link.origin + link.pathname).toBe('https://wa.me/');
    expect(link.searchParams.get('text')).toBe(message);
  });

  it('writes an SMS to the client’s number with the message filled in', () => {
    const link = smsLink('017 1234-5678', message);
    expect(link.startsWith('sms:01712345678?&body=')).toBe(true);
    expect(decodeURIComponent(link.split('body=')[1]!)).toBe(message);
  });
});
