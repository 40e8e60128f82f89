import {
  expect,
  readerTest as test,
  seriousA11yViolations,
  visibleTextOutsideOtherLanguages,
  type Language,
} from './fixtures.ts';

/** Every public route of spec §2, with sample ids where the path takes one (S-8 and R-1 are demo posts). */
const ROUTES = [
  '/',
  '/Home',
  '/property-search',
  '/Property-Buy-Sell',
  '/Property-Rent',
  '/CustomerCare',
  '/faq',
  '/Faq',
  '/FastSellRent',
  '/Blog',
  '/AboutUs',
  '/TermsAndConditions',
  '/ContactUs',
  '/Privacy-Policy',
  '/Stay-Safe',
  '/DownloadApp',
  '/home-loan',
  '/compare',
  '/Group-Wise-Building',
  '/Interior-Design',
  '/Interior-Details/IN-1001',
  '/Interior-Image-Gallery/IN-1001',
  '/SignIn',
  '/Register',
  '/ForgotPassword',
  '/ResetPassword/abc123',
  '/Property-Buy-Sell-Details/S-8',
  '/ProfileDetails/42',
  '/Property-Rent-Details/R-1',
  '/Group-Wise-Building-Details/G-1001',
  '/BlogPostDetails/7',
  '/this-page-does-not-exist',
];

/** The post numbers the details pages show, in the reader's digits (issue 39); the address keeps Latin ones. */
const SHOWN_NUMBERS: Record<string, Record<Language, string>> = {
  '/Property-Buy-Sell-Details/S-8': { bn: 'S-৮', en: 'S-8' },
  '/Property-Rent-Details/R-1': { bn: 'R-১', en: 'R-1' },
};

/** What a raw translation key looks like on screen, e.g. "home.cards.rent.title". */
const KEY_ROOTS = [
  'nav|footer|home|location|notFound|placeholder|routeError|static|language|validation|errors|success',
  'faq|terms|privacy|staySafe|aboutUs|contactUs|customerCare|downloadApp|fastSellRent',
].join('|');
const RAW_KEY = new RegExp(`\\b(?:common|pages|messages|enums):|\\b(?:${KEY_ROOTS})\\.[A-Za-z]`);

for (const language of ['bn', 'en'] as Language[]) {
  test.describe(`every public page in ${language}`, () => {
    for (const route of ROUTES) {
      test(`${route} loads in ${language}`, async ({ read }) => {
        const page = await read(route, language);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const text = await page.locator('body').innerText();
        expect(text).not.toMatch(RAW_KEY);
        const number = SHOWN_NUMBERS[route]?.[language];
        if (number) await expect(page.getByText(number, { exact: true })).toBeVisible();
        if (language === 'bn') {
          const bengali = await visibleTextOutsideOtherLanguages(page, 'bn');
          expect(bengali.match(/[A-Za-z]{2,}/g) ?? [], 'English words on a Bengali page').toEqual([]);
          expect(bengali.match(/[0-9]/g) ?? [], 'Latin digits on a Bengali page').toEqual([]);
        } else {
          // Members' own words (post titles, descriptions) are often Bengali: they are marked lang="bn",
          // as is the language switch, and only unmarked Bengali counts as a mistake.
          const english = await visibleTextOutsideOtherLanguages(page, 'en');
          expect(english.match(/[\u0980-\u09FF]+/g) ?? [], 'Bengali not marked as Bengali').toEqual([]);
        }
        // axe reads the structure, names and colours, which the two languages share from one
        // layout and one set of keys (kept in step by their own test): it looks once per page, in
        // Bengali, the language most readers have (about 0.4 s of a 2-core machine a look).
        if (language === 'bn') expect(await seriousA11yViolations(page)).toEqual([]);
      });
    }
  });
}
