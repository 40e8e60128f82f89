import { DIVISIONS } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { ChipNav } from '../../components/chip-nav.tsx';

/** The spec's division picker, always in view: where the reader wants to build is the first thing they choose. */
export function DivisionNav({ current, hrefFor }: { current: string; hrefFor: (division: string) => string }) {
  const { t } = useTranslation(['group', 'enums']);
  const chips = [
    { value: '', label: t('filters.anyDivision'), to: hrefFor('') },
    ...DIVISIONS.map((division) => ({
      value: division,
      label: t(`enums:division.${division}`),
      to: hrefFor(division),
    })),
  ];
  return <ChipNav label={t('filters.division')} chips={chips} current={current} />;
}
