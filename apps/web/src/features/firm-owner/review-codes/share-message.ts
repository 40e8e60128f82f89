/**
 * Handing a review code to the client: a ready message for WhatsApp or SMS, in the page's
 * language, with the code, the firm's name and the link to its page (where "write a review" is).
 */
export interface CodeMessage {
  code: string;
  firmName: string;
  clientName: string;
  /** The firm's page, absolute (https://…/Interior-Details/I-1001). */
  link: string;
}

/**
 * An SMS to the client's number with the message filled in. "?&body=" is read by both Android
 * ("?body=") and iOS ("&body=") messaging apps.
 */
export const smsLink = (phone: string, message: string): string =>
  `sms:${phone.replace(/[^\d+]/g, '')}?&body=${encodeURIComponent(message)}`;
