import { asciiDigitsOf, type Language, type RentOrBuy } from '@ghorbari/contracts';
import { House, KeyRound, Leaf } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form-fields.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { cn } from '../../lib/class-names.ts';
import { SERVER_ERROR } from '../../lib/api-error-message.ts';
import { formatDate } from '../../lib/format-date.ts';
import { formatDigits, formatNumber, formatPriceInWords, formatTaka } from '../../lib/format.ts';
import {
  greenRefinanceApplies,
  HOME_LOAN,
  loanProblem,
  loanSummary,
  type LoanProblem,
  type LoanTerms,
} from './home-loan.ts';

export interface LoanCalculatorProps {
  /** The home's price in taka, when known. */
  price: number | null;
  /** The price was worked out (a price per sqft times the size): it is said to be approximate. */
  approximate?: boolean;
  /** The flat's size in sqft, for the green-housing refinance. */
  flatSqft: number | null;
  /** The reader types the flat's size (the calculator's own page), starting from `flatSqft`. */
  askFlatSize?: boolean;
  /** What a home like this rents for in its area, with the area's name (a sell post's page). */
  rentOrBuy?: RentOrBuyShown | null;
  language: Language;
}

/** A number as typed: Bengali or English digits, commas and spaces allowed; NaN when it is not one. */
const typedNumber = (text: string) => {
  const plain = asciiDigitsOf(text).replace(/[,\s]/g, '');
  return plain === '' || !/^\d+(\.\d+)?$/.test(plain) ? Number.NaN : Number(plain);
};
/** A number as the field shows it: the reader's digits, no grouping (it is edited). */
const fieldText = (value: number, language: Language) => formatDigits(String(value), language);

/** The least whole taka that is at least `value`: 30% of a price is never rounded below 30%. */
const takaUp = (value: number) => Math.ceil(value);

/**
 * "What does it cost each month?" on a sell post's page (issue 44): the price, a down payment of at
 * least 30% (Bangladesh Bank's 70:30 rule), the bank's rate (12.5% to start, editable) and up to
 * 25 years give the monthly instalment, the interest over the loan's life and a year-by-year table.
 * The server renders it with the post's price, so the answer reads before any script; it is an
 * island, and answers each change as it is typed.
 */
export function LoanCalculator({
  price,
  approximate = false,
  flatSqft,
  askFlatSize = false,
  rentOrBuy = null,
  language,
}: LoanCalculatorProps) {
  const { t } = useTranslation('market');
  const id = useId();
  const startPrice = price !== null && price > 0 ? Math.round(price) : null;
  const [fields, setFields] = useState({
    price: startPrice === null ? '' : fieldText(startPrice, language),
    downPayment:
      startPrice === null ? '' : fieldText(takaUp((startPrice * HOME_LOAN.minDownPaymentPercent) / 100), language),
    rate: formatDigits(String(HOME_LOAN.defaultRatePercent), language),
    tenure: formatDigits(String(HOME_LOAN.defaultTenureYears), language),
    flatSize: flatSqft ? fieldText(flatSqft, language) : '',
  });
  const typedSize = typedNumber(fields.flatSize);
  const sqft = askFlatSize ? (typedSize > 0 ? typedSize : null) : flatSqft;
  const terms: LoanTerms = {
    price: typedNumber(fields.price),
    downPayment: typedNumber(fields.downPayment),
    ratePercent: typedNumber(fields.rate),
    tenureYears: typedNumber(fields.tenure),
  };
  const problem = loanProblem(terms);
  // An empty price is a question not yet answered (the calculator's own page starts so), not a mistake.
  const shownProblem = problem === 'price' && fields.price.trim() === '' ? null : problem;
  const summary = problem === null ? loanSummary(terms) : null;
  const instalmentWords = summary && formatPriceInWords(t, Math.round(summary.instalment), language);
  const least = Number.isFinite(terms.price) ? takaUp((terms.price * HOME_LOAN.minDownPaymentPercent) / 100) : null;
  const taka = (value: number) => {
    const words = formatPriceInWords(t, Math.round(value), language);
    return words ? `${formatTaka(value, language)} (${words})` : formatTaka(value, language);
  };
  const whole = (value: number) => formatNumber(Math.round(value), language);
  const percent = (value: number) => formatNumber(value, language, { maximumFractionDigits: 2 });
  const { minRatePercent, maxRatePercent, maxLoan, maxFlatSqft, maxYears } = HOME_LOAN.greenRefinance;
  const minDown = percent(HOME_LOAN.minDownPaymentPercent);
  const maxYearsText = formatNumber(HOME_LOAN.maxTenureYears, language);
  /** One of the four fields, its label `loan.{name}`, with what it says under it and its problem. */
  const field = (
    name: LoanProblem,
    hint: string | undefined,
    problemText: string,
    inputMode: 'numeric' | 'decimal' = 'numeric',
  ) => (
    <TextField
      label={t(`loan.${name}`)}
      inputMode={inputMode}
      autoComplete="off"
      value={fields[name]}
      onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
      hint={hint}
      error={shownProblem === name ? { type: SERVER_ERROR, message: problemText } : undefined}
    />
  );

  return (
    <SectionCard id={`${id}-title`} title={t('loan.title')} testId="home-loan">
      <p className="mt-2 text-sm text-gray-700">{t('loan.intro')}</p>
      <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={(event) => event.preventDefault()} noValidate>
        {field('price', approximate ? t('loan.priceApproximate') : undefined, t('loan.problem.price'))}
        {field(
          'downPayment',
          least !== null && least > 0
            ? t('loan.downPaymentHint', { percent: minDown, amount: formatTaka(least, language) })
            : t('loan.downPaymentRule', { percent: minDown }),
          t('loan.problem.downPayment', { percent: minDown }),
        )}
        {field(
          'rate',
          t('loan.rateHint', { percent: percent(HOME_LOAN.defaultRatePercent) }),
          t('loan.problem.rate'),
          'decimal',
        )}
        {field(
          'tenure',
          t('loan.tenureHint', { years: maxYearsText }),
          t('loan.problem.tenure', { years: maxYearsText }),
        )}
        {askFlatSize ? (
          <TextField
            label={t('loan.flatSize')}
            optional
            inputMode="numeric"
            autoComplete="off"
            value={fields.flatSize}
            onChange={(event) => setFields((current) => ({ ...current, flatSize: event.target.value }))}
            hint={t('loan.flatSizeHint', { sqft: formatNumber(maxFlatSqft, language) })}
          />
        ) : null}
      </form>
      <div aria-live="polite" className="mt-5">
        {summary ? (
          <>
            <p className="text-[16px] text-gray-800">
              {t('loan.instalment')}
              <strong className="mt-1 block text-2xl font-semibold text-brand-800" data-testid="home-loan-emi">
                {t('loan.perMonth', { amount: formatTaka(summary.instalment, language) })}
              </strong>
              {instalmentWords ? <span className="block text-sm text-gray-600">{instalmentWords}</span> : null}
            </p>
            <dl className="mt-3 grid gap-x-4 gap-y-1 text-[15px] text-gray-800 sm:grid-cols-[auto_1fr]">
              <dt className="text-gray-600">{t('loan.loan')}</dt>
              <dd className="font-semibold">{taka(summary.loan)}</dd>
              <dt className="text-gray-600">{t('loan.totalInterest')}</dt>
              <dd className="font-semibold" data-testid="home-loan-interest">
                {taka(summary.totalInterest)}
              </dd>
              <dt className="text-gray-600">{t('loan.totalPaid')}</dt>
              <dd className="font-semibold">{taka(summary.loan + summary.totalInterest)}</dd>
            </dl>
            {greenRefinanceApplies(summary.loan, sqft) ? (
              <p className="mt-3 flex items-start gap-2 rounded-md bg-brand-50 p-3 text-[15px] text-gray-900">
                <Leaf aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-700" />
                <span>
                  {t('loan.green', {
                    from: percent(minRatePercent),
                    to: percent(maxRatePercent),
                    loan: formatPriceInWords(t, maxLoan, language),
                    sqft: formatNumber(maxFlatSqft, language),
                    years: formatNumber(maxYears, language),
                  })}
                </span>
              </p>
            ) : null}
            {rentOrBuy ? (
              <RentOrBuyNote rentOrBuy={rentOrBuy} instalment={summary.instalment} language={language} />
            ) : null}
            <details className="mt-4">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">
                {t('loan.yearly')}
              </summary>
              <p className="text-sm text-gray-600">{t('loan.inTaka')}</p>
              <div className="overflow-x-auto">
                <table className="mt-2 w-full whitespace-nowrap text-right text-[14px] text-gray-800 tabular-nums">
                  <caption className="sr-only">{t('loan.yearly')}</caption>
                  <thead>
                    <tr className="border-b border-gray-200 text-gray-600">
                      {(['year', 'principalPaid', 'interestPaid', 'balance'] as const).map((column) => (
                        <th
                          key={column}
                          scope="col"
                          className={cn('py-1 font-semibold', column === 'year' ? 'text-left' : 'pl-2')}
                        >
                          {t(`loan.${column}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {summary.years.map((year) => (
                      <tr key={year.year} className="border-b border-gray-100">
                        <th scope="row" className="py-1 text-left font-normal">
                          {formatNumber(year.year, language)}
                        </th>
                        {[year.principalPaid, year.interestPaid, year.balance].map((amount, column) => (
                          <td key={column} className="py-1 pl-2">
                            {whole(amount)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </>
        ) : (
          <p className="text-[15px] text-gray-700">{t('loan.fillIn')}</p>
        )}
      </div>
      <p className="mt-4 text-sm text-gray-600">
        {t('loan.note', { date: formatDate(HOME_LOAN.checkedOn, language) })}
      </p>
    </SectionCard>
  );
}

/**
 * "Rent or buy" (issue 44): what a home like this rents for in its area beside what buying it costs
 * each month (the instalment and the area's service charge), and which is more a month. The down
 * payment is said to be apart: a renter keeps it.
 */
/** What the note shows: the answer, the name of the area its median is of, and the post's thana's name. */
export type RentOrBuyShown = RentOrBuy & { place: string; localPlace?: string };

function RentOrBuyNote({
  rentOrBuy,
  instalment,
  language,
}: {
  rentOrBuy: RentOrBuyShown;
  instalment: number;
  language: Language;
}) {
  const { t } = useTranslation(['market', 'enums']);
  const { medianRent, count, bedrooms, serviceCharge, place, local, localPlace } = rentOrBuy;
  const monthly = (amount: number) => t('loan.perMonth', { amount: formatTaka(amount, language) });
  const buying = Math.round(instalment) + (serviceCharge ?? 0);
  const difference = Math.abs(buying - medianRent);
  const home =
    bedrooms === null
      ? t(`loan.rentOrBuy.homeAny.${rentOrBuy.propertyType}`)
      : t(`loan.rentOrBuy.homeBeds.${rentOrBuy.propertyType}`, { n: formatNumber(bedrooms, language) });
  return (
    <section
      className="mt-5 rounded-lg bg-gray-50 p-4 ring-1 ring-gray-200"
      aria-labelledby="rent-or-buy-title"
      data-testid="rent-or-buy"
    >
      <h3 id="rent-or-buy-title" className="text-[17px] font-semibold text-gray-900">
        {t('loan.rentOrBuy.title')}
      </h3>
      <dl className="mt-3 space-y-3 text-[15px] text-gray-800">
        <div>
          <dt className="flex items-start gap-2 text-gray-600">
            <KeyRound aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-700" />
            {t('loan.rentOrBuy.renting', { home, place })}
          </dt>
          <dd className="pl-[26px] font-semibold" data-testid="rent-or-buy-rent">
            {monthly(medianRent)}
          </dd>
          <dd className="pl-[26px] text-sm text-gray-600">
            {t('loan.rentOrBuy.from', { count, n: formatNumber(count, language) })}
          </dd>
          {rentOrBuy.subDistrict === null ? (
            <dd className="mt-1 pl-[26px] text-sm text-gray-600" data-testid="rent-or-buy-district">
              {local && localPlace ? (
                <DistrictBeside
                  district={place}
                  local={localPlace}
                  localRent={local.medianRent}
                  localCount={local.count}
                  districtRent={medianRent}
                  language={language}
                />
              ) : (
                t('loan.rentOrBuy.districtOnly', { district: place, local: localPlace ?? place })
              )}
            </dd>
          ) : null}
        </div>
        <div>
          <dt className="flex items-start gap-2 text-gray-600">
            <House aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-700" />
            {t('loan.rentOrBuy.buying')}
          </dt>
          <dd className="pl-[26px] font-semibold" data-testid="rent-or-buy-buy">
            {monthly(buying)}
          </dd>
          <dd className="pl-[26px] text-sm text-gray-600">
            {serviceCharge === null
              ? t('loan.rentOrBuy.instalmentOnly')
              : serviceCharge === 0
                ? t('loan.rentOrBuy.noService')
                : t('loan.rentOrBuy.withService', { amount: formatTaka(serviceCharge, language) })}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-[15px] font-semibold text-gray-900" data-testid="rent-or-buy-verdict">
        {difference === 0
          ? t('loan.rentOrBuy.same')
          : t(buying > medianRent ? 'loan.rentOrBuy.buyingMore' : 'loan.rentOrBuy.buyingLess', {
              amount: formatTaka(difference, language),
            })}
      </p>
      <p className="mt-1 text-sm text-gray-600">
        {t('loan.rentOrBuy.note', { home: t(`loan.rentOrBuy.yours.${rentOrBuy.propertyType}`) })}
      </p>
    </section>
  );
}

/** A district's figure set beside the thana's own (issue 64): what rents there ask, and how far apart. */
function DistrictBeside({
  district,
  local,
  localRent,
  localCount,
  districtRent,
  language,
}: {
  district: string;
  local: string;
  localRent: number;
  localCount: number;
  districtRent: number;
  language: Language;
}) {
  const { t } = useTranslation('market');
  const percent = Math.round((Math.abs(localRent - districtRent) / districtRent) * 100);
  const direction = percent === 0 ? 'same' : localRent > districtRent ? 'more' : 'less';
  return t(`loan.rentOrBuy.districtBeside.${direction}`, {
    district,
    local,
    amount: formatTaka(localRent, language),
    count: localCount,
    n: formatNumber(localCount, language),
    percent: formatNumber(percent, language),
  });
}
