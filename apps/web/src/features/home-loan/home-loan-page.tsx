import { asciiDigitsOf } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { ContentSections, type ContentSection } from '../../components/content-sections.tsx';
import { LoanIsland } from '../../domain/home-loan/loan-island.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { outlineTextButton } from '../../lib/button-styles.ts';
import { formatDate } from '../../lib/format-date.ts';
import { formatNumber, formatPriceInWords } from '../../lib/format.ts';
import { HOME_LOAN } from '../../domain/home-loan/home-loan.ts';
import { Link, useLocation } from '../../lib/navigation/navigation.tsx';
import { usePageHead } from '../../lib/page-head.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** A whole positive number from the address (`?price=8000000`), Bengali digits allowed; null otherwise. */
function numberParam(search: string, name: string): number | null {
  const value = new URLSearchParams(search).get(name);
  if (value === null || !/^\d{1,12}$/.test(asciiDigitsOf(value))) return null;
  const number = Number(asciiDigitsOf(value));
  return number > 0 ? number : null;
}

/**
 * /home-loan (issue 44): the home-loan calculator on a page of its own, for a buyer who has a
 * price in mind rather than a post, with the rules it follows and where they come from (ADR 063).
 * `?price=` and `?sqft=` start it with a home's figures.
 */
export function HomeLoanPage() {
  const { t } = useTranslation('market');
  const language = useLanguage();
  const { search } = useLocation();
  useDocumentTitle(t('loanPage.metaTitle'));
  usePageHead({ description: t('loanPage.metaDescription') });
  const percent = (value: number) => formatNumber(value, language, { maximumFractionDigits: 2 });
  const { minRatePercent, maxRatePercent, maxLoan, maxFlatSqft, maxYears } = HOME_LOAN.greenRefinance;
  const sections = t('loanPage.rules', {
    returnObjects: true,
    percent: percent(HOME_LOAN.minDownPaymentPercent),
    rate: percent(HOME_LOAN.defaultRatePercent),
    years: formatNumber(HOME_LOAN.maxTenureYears, language),
    from: percent(minRatePercent),
    to: percent(maxRatePercent),
    loan: formatPriceInWords(t, maxLoan, language),
    sqft: formatNumber(maxFlatSqft, language),
    greenYears: formatNumber(maxYears, language),
    date: formatDate(HOME_LOAN.checkedOn, language),
  }) as ContentSection[];
  return (
    <>
      <PageHeader title={t('loanPage.title')} intro={t('loanPage.intro')} />
      <div className="mx-auto max-w-4xl px-4 py-8">
        <LoanIsland
          price={numberParam(search, 'price')}
          flatSqft={numberParam(search, 'sqft')}
          askFlatSize
          language={language}
        />
        <div className="mt-8">
          <ContentSections sections={sections} />
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.buySell} className={outlineTextButton}>
            {t('loanPage.browse')}
          </Link>
          <Link to={paths.groupBuilding} className={outlineTextButton}>
            {t('loanPage.group')}
          </Link>
        </div>
      </div>
    </>
  );
}
