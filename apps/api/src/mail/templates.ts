import {
  amountInWords,
  contractResources,
  SUPPORT_CONTACT,
  type Language,
  type PaidPackage,
  type PaymentMethod,
  type PresentedPriceUnit,
} from '@ghorbari/contracts';
import bn from './locales/bn/mail.json' with { type: 'json' };
import en from './locales/en/mail.json' with { type: 'json' };
import type { Mail } from './mailer.ts';

const texts = { bn, en } as const;
const digits = (text: string, language: Language) =>
  language === 'bn' ? text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d))) : text;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const htmlStart = (language: Language) =>
  `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;color:#1f2937;line-height:1.6">`;
const linkParagraph = (intro: string, link: string) =>
  `<p>${escape(intro)}<br><a href="${escape(link)}">${escape(link)}</a></p>`;

interface CodeMailInput {
  to: string;
  language: Language;
  code: string;
  minutes: number;
  link?: string;
}

/** A code mail in the reader's language: plain text and a simple, accessible HTML twin. */
function codeMail(
  kind: 'registerCode' | 'resetCode' | 'addEmailCode',
  { to, language, code, minutes, link }: CodeMailInput,
): Mail {
  const t = texts[language];
  const part = t[kind];
  const values = { code, minutes: digits(String(minutes), language) };
  const lines = [t.greeting, '', part.intro, '', code, '', fill(part.expiry, values)];
  if (link && 'linkIntro' in part) lines.push('', part.linkIntro, link);
  lines.push('', t.footer, '', t.signature);
  const html = `${htmlStart(language)}
<p>${escape(t.greeting)}</p><p>${escape(part.intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px;color:#006a4e">${code}</p>
<p>${escape(fill(part.expiry, values))}</p>
${link && 'linkIntro' in part ? linkParagraph(part.linkIntro, link) : ''}
<p style="color:#6b7280;font-size:13px">${escape(t.footer)}</p><p>${escape(t.signature)}</p></body></html>`;
  return { to, subject: fill(part.subject, values), text: lines.join('\n'), html };
}

export const registrationCodeMail = (input: CodeMailInput): Mail => codeMail('registerCode', input);
export const resetCodeMail = (input: CodeMailInput): Mail => codeMail('resetCode', input);
/** The code that adds an email to an account made with a mobile number (issue 40). */
export const addEmailCodeMail = (input: CodeMailInput): Mail => codeMail('addEmailCode', input);

export interface SignInAlertInput {
  to: string;
  language: Language;
  /** Wrong passwords in the last hour. */
  failures: number;
  /** The page to ask for a new password (absolute). */
  forgotPasswordLink: string;
}

/** Tells an owner that someone keeps entering wrong passwords for their account (issue 11). */
export function signInAlertMail({ to, language, failures, forgotPasswordLink }: SignInAlertInput): Mail {
  const t = texts[language];
  const part = t.signInAlert;
  const intro = fill(part.intro, { count: digits(String(failures), language) });
  const lines = [t.greeting, '', intro, '', part.advice, forgotPasswordLink, '', t.signature];
  const html = `${htmlStart(language)}
<p>${escape(t.greeting)}</p><p>${escape(intro)}</p>
${linkParagraph(part.advice, forgotPasswordLink)}
<p>${escape(t.signature)}</p></body></html>`;
  return { to, subject: part.subject, text: lines.join('\n'), html };
}

export interface NoticeMailInput {
  to: string;
  language: Language;
  subject: string;
  title: string;
  message: string;
  /** An absolute link to the page the notice is about. */
  link?: string | null;
}

/** A notice about the reader's post or account, the same words as the in-app notification. */
export function noticeMail({ to, language, subject, title, message, link }: NoticeMailInput): Mail {
  const t = texts[language];
  const footer = fill(t.noticeFooter, { phone: digits(SUPPORT_CONTACT.phone, language), email: SUPPORT_CONTACT.email });
  const lines = [t.greeting, '', title, '', message];
  if (link) lines.push('', t.openLink, link);
  lines.push('', footer, '', t.signature);
  const html = `${htmlStart(language)}
<p>${escape(t.greeting)}</p><h1 style="font-size:20px;color:#006a4e">${escape(title)}</h1><p>${escape(message)}</p>
${link ? linkParagraph(t.openLink, link) : ''}
<p style="color:#6b7280;font-size:13px">${escape(footer)}</p><p>${escape(t.signature)}</p></body></html>`;
  return { to, subject, text: lines.join('\n'), html };
}

export type NoticeKey =
  | 'postApproved'
  | 'postRejected'
  // An owner's edit of a live post, decided apart from the post (issue 41, ADR 048).
  | 'postEditApproved'
  | 'postEditRejected'
  | 'paymentConfirmed'
  | 'accountSuspended'
  | 'accountReinstated'
  | 'accountDisabled'
  | 'savedPostRented'
  | 'savedPostSold'
  // A drop in the price of a saved post (issue 19), worded by how the price is read.
  | 'savedPostPriceDropped'
  | 'savedPostPricePerSqftDropped'
  | 'savedPostRentDropped'
  // Design firms' applications and name or phone changes (issue 14).
  | 'firmApproved'
  | 'firmRejected'
  | 'firmChangesApproved'
  | 'firmChangesRejected'
  | 'firmTakenDown'
  // Reviews of design firms (issue 14).
  | 'reviewApproved'
  | 'reviewRejected'
  | 'reviewAnswered'
  | 'newReviewForFirm'
  // A client's request for a review code (issue 64, ADR 082): to the owner, asked and unanswered; to the client,
  // declined.
  | 'reviewCodeRequested'
  | 'reviewCodeRequestReminder'
  | 'reviewCodeRequestDeclined'
  // Interest in group-wise building, for one offer or the general form (issue 15).
  | 'interestRecorded'
  | 'interestRecordedGeneral'
  // A reply to a member's blog comment: in-app only, never mailed (issue 16).
  | 'commentReplied'
  // Reports of listings (issue 18): the owner asked to correct; the member who reported told the outcome.
  | 'listingCorrectionAsked'
  // The same, worded for whom wrong facts mislead (issue 64): renters of a rent post, a firm's clients.
  | 'listingCorrectionAskedRent'
  | 'listingCorrectionAskedFirm'
  | 'reportOutcomeDismissed'
  | 'reportOutcomeCorrectionAsked'
  | 'reportOutcomeTakenDown'
  // Land documents (issue 18): support's finding, to the post's owner.
  | 'documentChecked'
  | 'documentNotMatching'
  // Availability confirmed by the owner (issue 41, ADR 048): asked, marked "Not confirmed", closed.
  | 'availabilityAsked'
  | 'availabilityReported'
  | 'availabilityUnconfirmed'
  | 'availabilityClosed'
  // A paid post's featured days are over (issue 41, ADR 049).
  | 'featuredEnded';

/** The title and message of a notice in the reader's language, with numbers in their digits. */
export function noticeText(
  language: Language,
  key: NoticeKey,
  values: Record<string, string> = {},
): { title: string; message: string } {
  const notice = texts[language].notices[key];
  return { title: notice.title, message: fill(notice.message, values) };
}

/** A day as the site writes it, in Bangladesh: "৩ ডিসেম্বর, ২০২৬" / "3 December 2026" (the web's formatDate). */
export const noticeDate = (language: Language, moment: Date): string =>
  new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', { dateStyle: 'long', timeZone: 'Asia/Dhaka' }).format(
    moment,
  );

export function suspensionPeriod(language: Language, until: Date | null): string {
  const notices = texts[language].notices;
  if (!until) return notices.suspendedIndefinitely;
  // The suspension lasts through the day before `until` (midnight Dhaka).
  return fill(notices.suspendedUntil, { date: noticeDate(language, new Date(until.getTime() - 1)) });
}

/** What support recorded of a paid post's payment, for the owner's notice and mail (issue 64). */
export interface PaidRecordText {
  method: PaymentMethod;
  /** A TrxID, a cash receipt's number, or null for cash without one. */
  trxId: string | null;
  amountTaka: number;
  package: PaidPackage;
}

/**
 * The record as one phrase: "বিকাশ, TrxID 8N7X2Q5, ৫০০ টাকা, ৭ দিনের প্যাকেজ" / "bKash, TrxID
 * 8N7X2Q5, Tk 500, 7-day package". The TrxID stays as the SMS wrote it, Latin digits in Bengali too.
 */
export function paidRecordText(language: Language, record: PaidRecordText): string {
  const part = texts[language].notices.paymentRecord;
  const names = contractResources[language].enums;
  const number = record.trxId
    ? fill(record.method === 'cash' ? part.receipt : part.trxId, { trxId: record.trxId })
    : null;
  return [
    names.paymentMethod[record.method],
    number,
    spokenPrice(language, record.amountTaka, { inWords: false }),
    names.paidPackage[record.package],
  ]
    .filter((piece): piece is string => piece !== null)
    .join(part.separator);
}

export const staffMessageSubject = (language: Language, title: string) =>
  fill(texts[language].notices.staffMessage.subject, { title });
export const localDigits = digits;

/** One of the newest matches a digest lists: its title, price and absolute link. */
export interface DigestPost {
  title: string;
  price: number;
  priceUnit: PresentedPriceUnit;
  link: string;
}

/** A saved search in a digest: what it is, how many new matches, the newest few, and its results. */
export interface DigestSearch {
  name: string;
  summary: string;
  newMatches: number;
  posts: DigestPost[];
  /** Opens the search's results (absolute). */
  link: string;
}

export interface DigestMailInput {
  to: string;
  language: Language;
  searches: DigestSearch[];
  /** The page where the member turns the digest off (absolute). */
  manageLink: string;
}

const numberFormat = (language: Language, maximumFractionDigits: number) =>
  new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-US', { maximumFractionDigits });

/**
 * A price the way the site shows it (ADR 010): "Tk 6,500,000 (65 lakh)", "১৮,০০০ টাকা / মাস",
 * with the amount in words from one lakh up.
 */
export function mailPrice(language: Language, price: number, unit: PresentedPriceUnit): string {
  const part = texts[language].savedSearchDigest;
  const taka = fill(part.taka, { amount: numberFormat(language, 0).format(price) });
  const shown =
    unit === 'per-sqft'
      ? fill(part.perSqft, { amount: taka })
      : unit === 'per-month'
        ? fill(part.perMonth, { amount: taka })
        : taka;
  const words = amountInWords(price);
  return words ? `${shown} (${fill(part[words.scale], { n: numberFormat(language, 2).format(words.amount) })})` : shown;
}

/**
 * An amount as people say it (issue 19): "Tk 85 lakh", "৮৫ লাখ টাকা", "Tk 1.31 crore", and the
 * figure itself below one lakh ("Tk 18,000"), or always with `inWords: false`. The unit is the
 * sentence's to say.
 */
export function spokenPrice(language: Language, price: number, { inWords = true } = {}): string {
  const part = texts[language].spokenPrice;
  const words = inWords ? amountInWords(price) : null;
  if (words) return fill(part[words.scale], { n: numberFormat(language, 2).format(words.amount) });
  return fill(part.taka, { amount: numberFormat(language, 0).format(price) });
}

/**
 * The daily digest of a member's saved searches (issue 17), in their language: per search its
 * name, its filters in words, the count of new matches, the newest few posts and a link to all.
 */
export function savedSearchDigestMail({ to, language, searches, manageLink }: DigestMailInput): Mail {
  const t = texts[language];
  const part = t.savedSearchDigest;
  const count = (n: number) =>
    fill(n === 1 ? part.newMatchesOne : part.newMatches, { count: numberFormat(language, 0).format(n) });
  const price = (post: DigestPost) => mailPrice(language, post.price, post.priceUnit);
  const text = searches.flatMap((search) => [
    '',
    `■ ${search.name} — ${count(search.newMatches)}`,
    search.summary,
    ...search.posts.flatMap((post) => [`• ${post.title} — ${price(post)}`, `  ${post.link}`]),
    part.openSearch,
    search.link,
  ]);
  const link = (href: string, label = href) => `<a href="${escape(href)}">${escape(label)}</a>`;
  const item = (post: DigestPost) => `<li>${link(post.link, post.title)} — ${escape(price(post))}</li>`;
  const sections = searches.map(
    (search) => `<h2 style="font-size:18px;color:#006a4e;margin:24px 0 4px">${escape(search.name)}</h2>
<p style="margin:0">${escape(search.summary)}<br><strong>${escape(count(search.newMatches))}</strong></p>
<ul>${search.posts.map(item).join('')}</ul>
${linkParagraph(part.openSearch, search.link)}`,
  );
  const lines = [t.greeting, '', part.intro, ...text, '', part.stop, manageLink, '', t.signature];
  const html = `${htmlStart(language)}
<p>${escape(t.greeting)}</p><h1 style="font-size:20px;color:#006a4e">${escape(part.subject)}</h1>
<p>${escape(part.intro)}</p>
${sections.join('\n')}
<p style="color:#6b7280;font-size:13px">${escape(part.stop)}<br>${link(manageLink)}</p>
<p>${escape(t.signature)}</p></body></html>`;
  return { to, subject: part.subject, text: lines.join('\n'), html };
}
