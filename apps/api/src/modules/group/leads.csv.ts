import { contractResources, DHAKA_OFFSET_MS, groupId, translateMessage, type Language } from '@ghorbari/contracts';
import type { OfferTitles } from './group-interests.presenters.ts';
import type { InterestRow } from './group-interests.repository.ts';

/** A byte order mark first, so Excel reads the file as UTF-8 and shows Bengali as Bengali. */
export const CSV_BOM = '\uFEFF';

const COLUMNS = [
  'date',
  'offerId',
  'offer',
  'name',
  'occupation',
  'phone',
  'division',
  'location',
  'status',
  'note',
] as const;

/**
 * One field as RFC 4180 has it (quoted when it holds a comma, quote or line break, quotes
 * doubled), and safe to open in a spreadsheet: text starting with = + - @ (or a tab or carriage
 * return) would run as a formula there, so it gets a leading apostrophe (OWASP, CSV injection).
 * Leads are typed by anyone on the public form, so every field is treated this way.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The moment in Dhaka time as "2025-01-31 14:05", which spreadsheets read as a date and time. */
export const dhakaDateTime = (at: Date): string =>
  new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/**
 * A phone as 01712-345678, the way it is written in Bangladesh: a spreadsheet keeps it as text,
 * where 01712345678 would be read as a number and lose its leading 0.
 */
export const csvPhone = (phone: string): string =>
  /^0\d{10}$/.test(phone) ? `${phone.slice(0, 5)}-${phone.slice(5)}` : phone;

/** The leads as a CSV file in the staff member's language: header row, then one row per lead. */
export function leadsCsv(rows: readonly InterestRow[], titles: OfferTitles, language: Language): string {
  const enums = contractResources[language].enums;
  const divisions = enums.division as Record<string, string>;
  const header = COLUMNS.map((column) => translateMessage(language, `leadsCsv.${column}`));
  const general = translateMessage(language, 'leadsCsv.general');
  const lines = rows.map((row) => {
    const offer = row.offerId ? titles.get(row.offerId) : undefined;
    return [
      dhakaDateTime(row.createdAt),
      offer ? groupId(offer.number) : '',
      offer ? offer.title : general,
      row.name,
      row.occupation,
      csvPhone(row.phone),
      row.division ? (divisions[row.division] ?? row.division) : '',
      row.location ?? '',
      enums.leadStatus[row.status],
      row.note ?? '',
    ];
  });
  return CSV_BOM + [header, ...lines].map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}
