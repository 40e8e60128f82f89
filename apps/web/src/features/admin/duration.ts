import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** Whole minutes split into days, hours and minutes (negative counts as zero). */
export function splitMinutes(total: number): { days: number; hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(total));
  return { days: Math.floor(whole / 1440), hours: Math.floor((whole % 1440) / 60), minutes: whole % 60 };
}

/**
 * A duration people read at a glance: "45 min", "2 h 10 min", "5 h", and with `days`
 * "3 d 4 h" once it passes a day. Support hours are counted in hours only (a working day is 9 h).
 */
export function useDurationText() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (totalMinutes: number, { days: withDays = false }: { days?: boolean } = {}): string => {
    const n = (value: number) => formatNumber(value, language);
    const { days, hours, minutes } = splitMinutes(totalMinutes);
    if (withDays && days > 0)
      return hours > 0 ? t('duration.daysHours', { d: n(days), h: n(hours) }) : t('duration.days', { n: n(days) });
    const allHours = hours + days * 24;
    if (allHours === 0) return t('duration.minutes', { n: n(minutes) });
    return minutes > 0
      ? t('duration.hoursMinutes', { h: n(allHours), m: n(minutes) })
      : t('duration.hours', { n: n(allHours) });
  };
}
