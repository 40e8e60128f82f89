import type { AuditAction, AuditEntry } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { href } from '../../config/paths.ts';
import { formatNumber, formatTaka } from '../../lib/format.ts';
import { formatMonth } from '../../lib/months.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useFieldText } from './field-values.ts';

const MONEY = new Set(['pricePerShare', 'pricePerSqft', 'bookingAmount']);
const MONTHS = new Set(['startMonth', 'handoverMonth']);
const MONTH = /^\d{4}-\d{2}$/;

const isGroupAction = (action: AuditAction) => action.startsWith('group.') || action === 'lead.updated';

/** Where an offer's or a lead's audit entry leads: the offer's edit form, or the leads of its offer. */
export function groupAuditHref(entry: AuditEntry): string | null {
  if (entry.targetType === 'group-offer') return href.adminGroupOfferEdit(entry.targetId);
  if (entry.targetType === 'lead') {
    const offer = entry.details.offerId;
    return href.adminLeads({ offer: typeof offer === 'string' ? offer : 'general' });
  }
  return null;
}

/**
 * The details of group-building entries (issue 15) in words: an offer's status and a lead's
 * progress as their labels, an edit's changes field by field, money in taka, months by name.
 * Null for any other entry or detail, which the audit log words as it always has.
 */
export function useGroupAuditDetail() {
  const { t, i18n } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  const field = useFieldText();

  const label = (key: string) =>
    i18n.exists(`admin:groupOffers.form.${key}`) ? t(`groupOffers.form.${key}`) : field.label(key);
  const value = (key: string, raw: unknown): string => {
    if (raw === null || raw === undefined || raw === '') return t('common.notGiven');
    if (typeof raw === 'number' && MONEY.has(key)) return formatTaka(raw, language);
    if (typeof raw === 'string' && MONTHS.has(key) && MONTH.test(raw)) return formatMonth(raw, language);
    if (key === 'landUnit' && typeof raw === 'string') return t(`enums:landUnit.${raw}`, { defaultValue: raw });
    return field.value(key, raw);
  };
  const status = (list: 'groupOfferStatus' | 'leadStatus', raw: unknown) =>
    typeof raw === 'string' ? t(`enums:${list}.${raw}`, { defaultValue: raw }) : value('status', raw);
  const fromTo = (raw: unknown): raw is { from: unknown; to: unknown } =>
    typeof raw === 'object' && raw !== null && 'from' in raw && 'to' in raw;

  return (action: AuditAction, key: string, raw: unknown): [string, string] | null => {
    if (!isGroupAction(action)) return null;
    const n = (count: unknown) => formatNumber(typeof count === 'number' ? count : 0, language);
    if (action === 'lead.updated') {
      if (key === 'from' || key === 'to') return [t(`audit.details.${key}`), status('leadStatus', raw)];
      if (key === 'previousNote') return [t('groupOffers.audit.previousNote'), value(key, raw)];
      if (key === 'offerId')
        return [t('groupOffers.audit.offer'), typeof raw === 'string' ? raw : t('groupOffers.audit.general')];
      return null;
    }
    if (key === 'status') {
      const text = fromTo(raw)
        ? `${status('groupOfferStatus', raw.from)} → ${status('groupOfferStatus', raw.to)}`
        : status('groupOfferStatus', raw);
      return [t('audit.details.status'), text];
    }
    if (key === 'changes' && typeof raw === 'object' && raw !== null) {
      const changes = Object.entries(raw as Record<string, unknown>).flatMap(([name, change]) =>
        fromTo(change) ? [`${label(name)}: ${value(name, change.from)} → ${value(name, change.to)}`] : [],
      );
      return [t('groupOffers.audit.changes'), changes.length ? changes.join('; ') : t('groupOffers.audit.noChanges')];
    }
    if (key === 'photos') {
      if (typeof raw === 'number') return [t('groupOffers.form.photos'), n(raw)];
      if (typeof raw === 'object' && raw !== null) {
        const photos = raw as { kept?: unknown; added?: unknown; removed?: unknown; reordered?: unknown };
        const text = t('groupOffers.audit.photos', {
          kept: n(photos.kept),
          added: n(photos.added),
          removed: n(photos.removed),
        });
        return [t('groupOffers.form.photos'), photos.reordered ? `${text}, ${t('groupOffers.audit.reordered')}` : text];
      }
    }
    return [label(key), value(key, raw)];
  };
}
