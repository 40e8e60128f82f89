/**
 * Links out of a page to where people in Bangladesh pass things on: WhatsApp and Facebook, and
 * the clipboard. Posts, firms and review codes all share them.
 */

/**
 * A Bangladeshi mobile number (01…, 11 digits) as WhatsApp's international form, 8801…; null for
 * a land line, which has no WhatsApp.
 */
export function whatsAppNumber(phone: string): string | null {
  return /^01\d{9}$/.test(phone) ? `88${phone}` : null;
}

/** A chat with the number (or, without one, a message the reader sends to anyone), prefilled with text. */
export function whatsAppHref(text: string, phone?: string): string {
  return `https://wa.me/${phone ?? ''}?text=${encodeURIComponent(text)}`;
}

export function facebookShareHref(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

/**
 * Copies text to the clipboard: the Clipboard API where the page may use it (https, localhost),
 * else a hidden text area and the older copy command (plain http on a phone). False when neither worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): the older way below may still work.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
