import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, seriousA11yViolations, signInAs, readerTest, tapSave, test, tokenFor } from './fixtures.ts';
import { demoAccount } from './demo-accounts.ts';

/**
 * The design-firm directory (issue 14): from the home page's fourth card a new reader finds a
 * firm by category and place, orders the firms, reads the rating and services, looks through
 * the photos full screen, and saves the firm; in Bengali on a phone, and in English on a
 * desktop. Against the real server and its demo firms.
 */
const PHONE = { width: 390, height: 844 };
const MEMBER = demoAccount('demo');
const DESIGNER = demoAccount('designer');

interface FirmCardData {
  PostID: string;
  name: string;
  totalRatings: number;
  budgetTier: string;
  budgetPerSqft: { min: number; max: number } | null;
}
interface FirmData {
  PostID: string;
  name: string;
  services: string[];
  photos: { id: string; caption: string }[];
  ratingSummary: { average: number; count: number; stars: number[]; halves: number[] };
}

const bn = (value: number) => new Intl.NumberFormat('bn-BD').format(value);
const bnOne = (value: number) =>
  new Intl.NumberFormat('bn-BD', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

async function firmList(request: APIRequestContext, query: string): Promise<{ firms: FirmCardData[]; total: number }> {
  const data = (await (await request.get(`/api/interior?${query}`)).json()) as {
    firms: FirmCardData[];
    pagination: { total: number };
  };
  return { firms: data.firms, total: data.pagination.total };
}

async function firmData(request: APIRequestContext, id: string): Promise<FirmData> {
  return ((await (await request.get(`/api/interior/${id}`)).json()) as { firm: FirmData }).firm;
}

/** A firm's about text and captions as written, with their English twins. */
async function firmWords(request: APIRequestContext, id: string) {
  const { firm } = (await (await request.get(`/api/interior/${id}`)).json()) as {
    firm: { about: string; aboutEn: string | null; photos: { caption: string; captionEn: string }[] };
  };
  return firm;
}

const cardNames = (page: Page) => page.getByTestId('firm-card').getByRole('heading', { level: 2 }).allTextContents();

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test.describe('on a phone, in Bengali', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('finds a firm by category and division, orders the firms, and reads its page', async ({
    page,
    visit,
    request,
  }) => {
    await visit('/', 'bn');
    await page
      .getByTestId('home-cards')
      .getByRole('link', { name: /ইন্টেরিয়র ও এক্সটেরিয়র ডিজাইন/ })
      .click();
    await expect(page).toHaveURL(/\/Interior-Design$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ইন্টেরিয়র ও এক্সটেরিয়র ডিজাইন');
    await expect(page.getByTestId('firm-card').first()).toBeVisible();
    await expectNoSeriousViolations(page);

    // The category row is always in view; the other filters open on demand.
    await page.getByRole('navigation', { name: 'কাজের ধরন' }).getByRole('link', { name: 'বাসা' }).click();
    await expect(page).toHaveURL(/category=home/);
    await page.getByRole('button', { name: 'ফিল্টার দেখান' }).click();
    await page.getByLabel('বিভাগ').selectOption({ label: 'ঢাকা' });
    await page.getByRole('button', { name: 'ফিল্টার প্রয়োগ করুন' }).click();
    await expect(page).toHaveURL(/division=dhaka/);

    const best = await firmList(request, 'category=home&division=dhaka&limit=12');
    expect(best.total).toBeGreaterThan(1);
    await expect(page.getByTestId('firm-count')).toHaveText(`${bn(best.total)}টি প্রতিষ্ঠান`);
    await expect.poll(() => cardNames(page)).toEqual(best.firms.map((firm) => firm.name));
    for (const card of await page.getByTestId('firm-card').all()) {
      await expect(card).toContainText('বাসা');
      await expect(card).toContainText('ঢাকা');
    }
    // The chosen place is shown as a chip that removes itself.
    await expect(page.getByRole('button', { name: 'ফিল্টার সরান: ঢাকা' })).toBeVisible();

    // Most reviewed first: a different order, the largest review counts on top.
    const most = await firmList(request, 'category=home&division=dhaka&sort=most-reviewed&limit=12');
    expect(most.firms.map((firm) => firm.name)).not.toEqual(best.firms.map((firm) => firm.name));
    await page.getByLabel('সাজান').selectOption({ label: 'সবচেয়ে বেশি রিভিউ' });
    await expect(page).toHaveURL(/sort=most-reviewed/);
    await expect.poll(() => cardNames(page)).toEqual(most.firms.map((firm) => firm.name));
    const top = most.firms[0]!;
    await expect(page.getByTestId('firm-card').first()).toContainText(`(${bn(top.totalRatings)}টি রিভিউ)`);

    // The firm's page: rating summary, services and the gallery.
    await page.getByRole('link', { name: top.name }).click();
    await expect(page).toHaveURL(new RegExp(`/Interior-Details/${top.PostID}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(top.name);
    const firm = await firmData(request, top.PostID);
    const summary = page.getByTestId('rating-summary');
    await expect(summary.getByTestId('rating-average')).toHaveText(bnOne(firm.ratingSummary.average));
    await expect(summary).toContainText(`${bn(firm.ratingSummary.count)}টি যাচাই করা রিভিউ থেকে`);
    // A row per star, 5 first, and one for a half star someone gave, between its neighbours (issue 44).
    const halves = firm.ratingSummary.halves;
    const rows = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1].filter((half) => half % 2 === 0 || halves[half - 1]! > 0);
    const bars = summary.getByRole('list', { name: 'কত স্টারে কতটি রিভিউ' }).getByRole('listitem');
    await expect(bars).toHaveCount(rows.length);
    for (const [index, half] of rows.entries())
      await expect(bars.nth(index)).toContainText(`${bn(half / 2)} স্টার: ${bn(halves[half - 1]!)}টি রিভিউ`);
    await expect(page.getByTestId('firm-services').getByRole('listitem')).toHaveCount(firm.services.length);
    await expect(page.getByRole('region', { name: 'ডিজাইনের ছবি' }).getByRole('img').first()).toBeVisible();
    // The number is shown on a tap, then dialled from a link.
    const bar = page.getByTestId('firm-call-bar');
    await bar.locator('summary', { hasText: 'কল করুন' }).click();
    await expect(bar.getByRole('link', { name: /নম্বরে ফোন করুন$/ })).toHaveAttribute('href', /^tel:01\d{9}$/);
    await expectNoSeriousViolations(page);

    // Every photo, full screen: a swipe and the arrow key move on, Escape closes.
    await page.getByRole('link', { name: `সব ${bn(firm.photos.length)}টি ছবি দেখুন` }).click();
    await expect(page).toHaveURL(new RegExp(`/Interior-Image-Gallery/${top.PostID}`));
    await expect(page.getByTestId('gallery-grid').getByRole('button')).toHaveCount(firm.photos.length);
    await expectNoSeriousViolations(page);
    await page.getByTestId('gallery-grid').getByRole('button').first().click();
    const viewer = page.getByRole('dialog');
    const counter = viewer.getByTestId('photo-counter');
    await expect(counter).toHaveText(`${bn(1)} / ${bn(firm.photos.length)}`);
    const stage = await viewer.getByTestId('photo-stage').boundingBox();
    if (!stage) throw new Error('the viewer is not on screen');
    const middle = stage.y + stage.height / 2;
    await page.mouse.move(stage.x + stage.width * 0.75, middle);
    await page.mouse.down();
    await page.mouse.move(stage.x + stage.width * 0.25, middle, { steps: 6 });
    await page.mouse.up();
    await expect(counter).toHaveText(`${bn(2)} / ${bn(firm.photos.length)}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`${bn(3)} / ${bn(firm.photos.length)}`);
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`${bn(2)} / ${bn(firm.photos.length)}`);
    await expectNoSeriousViolations(page);
    // The open photo is in the address: a reload opens the viewer on it again.
    await expect(page).toHaveURL(/\?photo=/);
    await page.reload();
    await expect(counter).toHaveText(`${bn(2)} / ${bn(firm.photos.length)}`);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await page.getByRole('link', { name: `${top.name}-এর পাতায় ফিরে যান` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(top.name);
  });

  test('finds the firms that work within a budget in taka per sqft (issue 44)', async ({ page, visit, request }) => {
    await visit('/Interior-Design', 'bn');
    const all = await firmList(request, 'limit=12');
    await page.getByRole('button', { name: 'ফিল্টার দেখান' }).click();
    const budget = page.getByLabel('বর্গফুটে সর্বোচ্চ বাজেট (টাকা)');
    // An amount no firm charges is refused under the box, in words.
    await budget.fill('২০');
    await page.getByRole('button', { name: 'ফিল্টার প্রয়োগ করুন' }).click();
    await expect(page.getByText('৫০ থেকে ১,০০,০০০ টাকার মধ্যে একটি সংখ্যা লিখুন')).toBeVisible();
    await expect(budget).toHaveAttribute('aria-invalid', 'true');
    await expect(page).not.toHaveURL(/maxBudget/);

    // Typed on a Bengali keyboard, grouped.
    await budget.fill('১,০০০');
    await page.getByRole('button', { name: 'ফিল্টার প্রয়োগ করুন' }).click();
    await expect(page).toHaveURL(/maxBudget=1000/);
    const within = await firmList(request, 'maxBudget=1000&limit=12');
    expect(within.total).toBeGreaterThan(0);
    expect(within.total).toBeLessThan(all.total);
    await expect(page.getByTestId('firm-count')).toHaveText(`${bn(within.total)}টি প্রতিষ্ঠান`);
    await expect.poll(() => cardNames(page)).toEqual(within.firms.map((firm) => firm.name));
    // Each firm starts at or below Tk 1,000 a sqft, and its card says its range in taka.
    for (const firm of within.firms) expect(firm.budgetPerSqft!.min).toBeLessThanOrEqual(1000);
    const first = within.firms[0]!;
    await expect(page.getByTestId('firm-card-budget').first()).toHaveText(
      `প্রতি বর্গফুট ${bn(first.budgetPerSqft!.min)}–${bn(first.budgetPerSqft!.max)} টাকা · বাজেট: ` +
        { luxury: 'বিলাসবহুল', 'budget-friendly': 'মাঝারি বাজেট', 'low-budget': 'কম বাজেট' }[first.budgetTier],
    );
    await expect(page.getByRole('button', { name: 'ফিল্টার সরান: প্রতি বর্গফুট ১,০০০ টাকার মধ্যে' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('a member saves a firm and finds it with its rating among saved posts', async ({ page, request }) => {
    const firm = await firmData(request, 'I-2');
    await signInAs(page, await tokenFor(request, MEMBER), 'bn');
    await page.goto('/Interior-Details/I-2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firm.name);
    const save = page.getByTestId('firm-call-bar').getByRole('button', { name: /^প্রতিষ্ঠানটি সংরক্ষণ করুন/ });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    // The button turns at once; the next page is opened once the server has kept the save.
    await tapSave(page, save, 'saved');

    await page.goto('/user/my-saved-posts');
    const card = page.getByRole('article').filter({ hasText: firm.name });
    await expect(card).toBeVisible();
    const facts = card.getByTestId('saved-firm-facts');
    await expect(facts).toContainText(`(${bn(firm.ratingSummary.count)}টি রিভিউ)`);
    await expect(facts.getByRole('img', { name: `৫-এর মধ্যে ${bnOne(firm.ratingSummary.average)}` })).toBeVisible();
    await expect(facts.getByRole('listitem')).toHaveCount(Math.min(5, firm.services.length));
    await expect(card.getByRole('link')).toHaveAttribute('href', '/Interior-Details/I-2');
    await expectNoSeriousViolations(page);

    // Removed from the list, as any saved post.
    await card.getByRole('button', { name: `${firm.name} সংরক্ষিত তালিকা থেকে সরান` }).click();
    await expect(card).toBeHidden();
  });

  // A firm's own words in the reader's language (ADR 039): I-1 gives an English twin, I-4 writes only in Bengali.
  readerTest('a Bengali reader reads the firm’s about text and captions as written', async ({ read, request }) => {
    const firm = await firmWords(request, 'I-1');
    expect(firm.aboutEn).toBeTruthy();
    const page = await read('/Interior-Details/I-1', 'bn');
    const about = page.getByTestId('firm-about');
    await expect(about.locator('p')).toHaveText(firm.about);
    await expect(about).not.toContainText('ইংরেজিতে লেখা');
    const photos = page.getByTestId('firm-photos');
    await expect(photos.getByText(firm.photos[0]!.caption, { exact: true }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  readerTest(
    'an English reader reads the English twin, and a Bengali-only text marked as such',
    async ({ read, request }) => {
      const firm = await firmWords(request, 'I-1');
      const page = await read('/Interior-Details/I-1', 'en');
      const about = page.getByTestId('firm-about');
      await expect(about.locator('p')).toHaveText(firm.aboutEn!);
      await expect(about).not.toContainText('Written in Bengali');
      const photos = page.getByTestId('firm-photos');
      await expect(photos.getByText(firm.photos[0]!.captionEn, { exact: true }).first()).toBeVisible();

      const local = await firmWords(request, 'I-4');
      expect(local.aboutEn).toBeNull();
      await page.goto('/Interior-Details/I-4');
      await expect(about.locator('p')).toHaveText(local.about);
      await expect(about.locator('p')).toHaveAttribute('lang', 'bn');
      await expect(about).toContainText('Written in Bengali');
      await expectNoSeriousViolations(page);
    },
  );

  test('an unknown firm answers 404 with a way back to the directory', async ({ page, visit }) => {
    const response = await page.goto('/Interior-Details/I-999999');
    expect(response?.status()).toBe(404);
    await visit('/Interior-Details/I-999999', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('প্রতিষ্ঠানটি পাওয়া যাচ্ছে না');
    await expect(page.getByRole('link', { name: 'সব ডিজাইন প্রতিষ্ঠান' })).toHaveAttribute('href', '/Interior-Design');
    await expectNoSeriousViolations(page);
    expect((await page.goto('/Interior-Image-Gallery/I-999999'))?.status()).toBe(404);
    expect((await page.goto('/Interior-Details/not-a-firm'))?.status()).toBe(404);
  });
});

test.describe('on a desktop, in English', () => {
  readerTest('filters by budget and name, and shows a firm with its rating bars', async ({ read, request }) => {
    const page = await read('/Interior-Design', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interior and exterior design');
    const all = await firmList(request, 'limit=12');
    await expect(page.getByTestId('firm-count')).toHaveText(`${all.total} firms`);

    await page.getByLabel('Budget').selectOption({ label: 'Luxury' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/budget=luxury/);
    const luxury = await firmList(request, 'budget=luxury&limit=12');
    await expect.poll(() => cardNames(page)).toEqual(luxury.firms.map((firm) => firm.name));
    for (const card of await page.getByTestId('firm-card').all()) await expect(card).toContainText('Budget: Luxury');
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Remove filter: Luxury' }).click();
    await expect(page).not.toHaveURL(/budget=/);
    // The panel takes its values from the new address: type only once the whole list is back.
    await expect(page.getByTestId('firm-count')).toHaveText(`${all.total} firms`);
    await page.getByLabel('Firm name').fill('Nokshi');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => cardNames(page)).toEqual(['Nokshi Interiors']);

    await page.getByRole('link', { name: 'Nokshi Interiors' }).click();
    const firm = await firmData(request, 'I-1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nokshi Interiors');
    const summary = page.getByTestId('rating-summary');
    await expect(summary.getByRole('heading', { name: 'Client rating' })).toBeVisible();
    const oneStar = firm.ratingSummary.halves[1]!;
    await expect(summary.getByRole('listitem').filter({ hasText: '1 star:' })).toContainText(
      `1 star: ${oneStar} ${oneStar === 1 ? 'review' : 'reviews'}`,
    );
    await expect(page.getByRole('heading', { name: 'Services' })).toBeVisible();
    // The desktop panel shows the number on a tap, with a call link.
    await page.locator('summary', { hasText: 'Show phone number' }).click();
    await expect(page.getByTestId('firm-call-link')).toHaveAttribute('href', /^tel:01\d{9}$/);
    // Back to the directory as it was left.
    await page.getByRole('link', { name: 'All design firms' }).click();
    await expect(page).toHaveURL(/q=Nokshi/);
    await expectNoSeriousViolations(page);
  });

  test('the owner sees where the page stands and a link to their firms', async ({ page, request }) => {
    await signInAs(page, await tokenFor(request, DESIGNER), 'en');
    await page.goto('/Interior-Details/I-1');
    const owner = page.getByTestId('owner-bar');
    await expect(owner).toContainText("This is your firm's page");
    await expect(owner.getByRole('link', { name: 'Manage my firms' })).toHaveAttribute('href', '/user/my-firms');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders the directory and the firm’s page', async ({ page, request }) => {
    const firm = await firmData(request, 'I-1');
    await page.goto('/Interior-Details/I-1?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firm.name);
    await expect(page.getByTestId('rating-summary')).toBeVisible();
    const image = page.locator('head meta[property="og:image"]');
    await expect(image).toHaveAttribute('content', new RegExp(`/api/interior/${firm.PostID}/share\\.jpg$`));
    const card = await page.request.get((await image.getAttribute('content'))!);
    expect(card.headers()['content-type']).toBe('image/jpeg');
    expect(await sharp(await card.body()).metadata()).toMatchObject({ width: 1200, height: 630 });
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@type': 'HomeAndConstructionBusiness',
      name: firm.name,
      aggregateRating: { ratingValue: firm.ratingSummary.average, reviewCount: firm.ratingSummary.count },
    });

    await page.goto('/Interior-Design?category=gym');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ইন্টেরিয়র ও এক্সটেরিয়র ডিজাইন');
    const gyms = await firmList(request, 'category=gym&limit=12');
    await expect(page.getByTestId('firm-card')).toHaveCount(gyms.firms.length);
  });
});
