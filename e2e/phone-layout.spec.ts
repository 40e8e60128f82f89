import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { bengaliDigits } from './digits.ts';
import { SUPPORT } from './demo-accounts.ts';
import { expect, seriousA11yViolations, settled, signInAs, test, tokenFor } from './fixtures.ts';
import { registerMember, type Member } from './members.ts';

/**
 * What sits on top of a phone's page, in Bengali: the scroll-to-top button after 200px of scroll,
 * as on wider screens (spec §2; issue 39 reversed issue 31's scroll-up-only button, ADR 040; the
 * toasts' place is checked on a phone in chrome.spec.ts), and never over a control (issue 64); the
 * signed-out menu button is a full touch target off the screen's edge; and what must fit a phone's
 * width (issue 64): the compare page, a long email address.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the scroll-to-top button shows once the reader has scrolled 200px down, clear of the navbar', async ({
  page,
  visit,
}) => {
  // Spec §2 on a phone too (issue 39, ADR 040): not only while scrolling back up. A long Bengali article.
  await visit('/BlogPostDetails/5', 'bn');
  const toTop = page.getByRole('button', { name: 'একদম উপরে যান' });
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect(toTop).toHaveCount(0);
  // Reading down, a screen's worth: it is there, and stays while the reader reads on.
  await page.evaluate(() => window.scrollBy(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await expect(toTop).toBeVisible();
  await page.evaluate(() => window.scrollBy(0, 300));
  await expect(page.getByTestId('navbar')).toHaveAttribute('data-hidden', 'true');
  await expect(toTop).toBeVisible();
  // In the bottom corner, above the phone's home bar; the navbar, back on the way up, is clear of it.
  const button = (await toTop.boundingBox())!;
  expect(PHONE.height - (button.y + button.height)).toBeGreaterThanOrEqual(16);
  expect(PHONE.width - (button.x + button.width)).toBeGreaterThanOrEqual(16);
  await page.evaluate(() => window.scrollBy(0, -40));
  const navbar = page.getByTestId('navbar');
  await expect(navbar).toHaveAttribute('data-hidden', 'false');
  expect(overlap((await toTop.boundingBox())!, (await navbar.boundingBox())!)).toBe(false);
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the signed-out menu button is a full touch target, off the screen’s edge', async ({ page, visit }) => {
  await visit('/', 'bn');
  const menu = page.getByRole('button', { name: 'মেনু খুলুন' });
  const box = (await menu.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(PHONE.width - (box.x + box.width)).toBeGreaterThanOrEqual(8);
  expect(box.x).toBeGreaterThan(PHONE.width / 2);
  await menu.click();
  await expect(page.getByRole('button', { name: 'মেনু বন্ধ করুন' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

/**
 * The links, buttons and fields the scroll-to-top button lies over while it shows (none while it
 * does not), each as its tag and name: their boxes, cut to what the boxes that clip them leave.
 */
const controlsUnderToTop = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const seen = { visibilityProperty: true, opacityProperty: true };
    const button = document.querySelector<HTMLElement>('[data-testid="scroll-to-top"]');
    if (!button?.checkVisibility(seen)) return [];
    const corner = button.getBoundingClientRect();
    const under: string[] = [];
    const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';
    for (const control of Array.from(document.querySelectorAll<HTMLElement>(controls))) {
      if (control === button || !control.checkVisibility(seen)) continue;
      let { left, top, right, bottom } = control.getBoundingClientRect();
      for (let box = control.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = box.getBoundingClientRect();
        [left, top, right, bottom] = [
          Math.max(left, clip.left),
          Math.max(top, clip.top),
          Math.min(right, clip.right),
          Math.min(bottom, clip.bottom),
        ];
      }
      // A visually hidden input (a chip's radio) is 1px: its chip, a label, is what is seen.
      if (right - left <= 1 || bottom - top <= 1) continue;
      if (left < corner.right && corner.left < right && top < corner.bottom && corner.top < bottom) {
        const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
        under.push(`${control.tagName.toLowerCase()} “${name.trim().slice(0, 40)}” at ${Math.round(top)}px`);
      }
    }
    return under;
  });

/** Two frames: the button has looked at what is under it since the last scroll, and React has drawn it. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Down the page a third of a screen at a time from 240px to its end: wherever the button shows,
 * it is over no control. Says how many stops it showed at (a button never shown would pass).
 */
async function walkDown(page: Page): Promise<number> {
  const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  let shown = 0;
  for (let top = 240; ; top = Math.min(end, top + 280)) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await twoFrames(page);
    await expect.poll(() => controlsUnderToTop(page), { message: `scrolled to ${top}px` }).toEqual([]);
    if (await page.getByRole('button', { name: 'একদম উপরে যান' }).isVisible()) shown++; // conditional-ok: counted; each walk expects it shown at some stop
    if (top >= end) return shown;
  }
}

/**
 * Scrolls `control` to the height of the scroll-to-top button's corner, where the reader found it
 * covered (issue 64): the button stands aside, out of sight and out of reach, while it is there.
 */
async function expectAsideOver(page: Page, control: Locator): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 300));
  const toTop = page.getByTestId('scroll-to-top');
  await expect(toTop).toBeAttached();
  // Its place, whether it shows or not (a box Playwright would not give for a hidden button).
  const place = (element: Element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY, left: box.left, right: box.right };
  };
  const corner = await toTop.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
  const target = await control.evaluate(place);
  expect(target.left < corner.right && corner.left < target.right, 'the control is in the button’s column').toBe(true);
  const y = Math.round((target.top + target.bottom) / 2 - (corner.top + corner.bottom) / 2);
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  await twoFrames(page);
  await expect(toTop).toBeHidden();
  expect(await controlsUnderToTop(page)).toEqual([]);
  await expect(toTop).toHaveAttribute('data-aside', 'true');
}

/** At the very end of the page the button shows, over nothing a reader taps (the footer's last line). */
async function expectClearAtTheEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await twoFrames(page);
  await expect(page.getByRole('button', { name: 'একদম উপরে যান' })).toBeVisible();
  expect(await controlsUnderToTop(page)).toEqual([]);
}

async function memberId(request: APIRequestContext, member: Member): Promise<string> {
  const response = await request.get('/api/profile', { headers: { authorization: `Bearer ${member.token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { userData: { _id: string } }).userData._id;
}

test.describe('the scroll-to-top button never lies over a control (issue 64)', () => {
  test('in the inbox: not over a message’s delete button, nor anything else down the page', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // Support's replies to a member (its own inbox: a shared demo account's would move under the test).
    const member = await registerMember(request, 'নুসরাত জাহান');
    const support = await tokenFor(request, SUPPORT);
    const userId = await memberId(request, member);
    for (let n = 1; n <= 8; n++) {
      const sent = await request.post('/api/admin/notifications', {
        headers: { authorization: `Bearer ${support}` },
        data: {
          userId,
          title: `আপনার প্রশ্নের উত্তর ${bengaliDigits(String(n))}`,
          message: 'ভাড়ার চুক্তি নিয়ে আপনার প্রশ্নের উত্তর দিয়েছি। বিস্তারিত দেখে নিন।',
          link: '/user/my-properties',
        },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    }
    await signInAs(page, member.token, 'bn');
    await page.goto('/user/my-inbox');
    await settled(page);
    const items = page.getByRole('list', { name: 'নোটিফিকেশন', exact: true }).getByTestId('notification-item');
    await expect(items.nth(7)).toBeVisible();

    await expectAsideOver(page, items.last().getByRole('button', { name: /^মুছুন: / }));
    expect(await walkDown(page)).toBeGreaterThan(0);
    await expectClearAtTheEnd(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('in the rent filters: not over “কবে উঠবেন”, nor over a card’s controls down the list', async ({
    page,
    visit,
  }) => {
    test.setTimeout(90_000);
    await visit('/Property-Rent', 'bn');
    await page.getByRole('button', { name: 'ফিল্টার দেখান' }).click();
    const moveIn = page.getByRole('combobox', { name: 'কবে উঠবেন' });
    await expect(moveIn).toBeVisible();

    await expectAsideOver(page, moveIn);
    // A reader who scrolled to it can still choose from it.
    await moveIn.selectOption({ index: 1 });
    expect(await walkDown(page)).toBeGreaterThan(0);
    await expectClearAtTheEnd(page);
  });

  test('on a sell post’s page: not over the home-loan box’s fields', async ({ page, request, visit }) => {
    test.setTimeout(90_000);
    const { posts } = (await (await request.get('/api/posts?type=sell&page=1&limit=24')).json()) as {
      posts: { PostID: string; propertyType: string }[];
    };
    const flat = posts.find((post) => post.propertyType === 'apartment');
    expect(flat).toBeTruthy();
    await visit(`/Property-Buy-Sell-Details/${flat!.PostID}`, 'bn');
    const loan = page.getByTestId('home-loan');
    await loan.scrollIntoViewIfNeeded();
    const rate = loan.getByRole('textbox', { name: /^সুদের হার/ });
    await expect(rate).toBeVisible();

    await expectAsideOver(page, rate);
    expect(await walkDown(page)).toBeGreaterThan(0);
    await expectClearAtTheEnd(page);
  });
});

/** How far the page runs past the screen's right edge (0: it does not scroll sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The words of `element` broken across two lines, or cut off by a box that clips it (a clamp of
 * three lines, a cell): none when it breaks only between words and shows them all.
 */
const brokenWords = (element: Locator) =>
  element.evaluate((node: HTMLElement) => {
    const clips: DOMRect[] = [];
    for (let box: HTMLElement | null = node; box && box.tagName !== 'TABLE'; box = box.parentElement) {
      if (getComputedStyle(box).overflow !== 'visible') clips.push(box.getBoundingClientRect());
    }
    const broken: string[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const content = text.textContent ?? '';
      for (const match of content.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const boxes = Array.from(range.getClientRects());
        if (new Set(boxes.map((box) => Math.round(box.top))).size > 1) broken.push(`${match[0]} (two lines)`);
        const cut = boxes.some((box) =>
          clips.some(
            (clip) =>
              box.left < clip.left - 1 ||
              box.right > clip.right + 1 ||
              box.top < clip.top - 1 ||
              box.bottom > clip.bottom + 1,
          ),
        );
        if (cut) broken.push(`${match[0]} (cut off)`);
      }
    }
    return broken;
  });

test('the compare page fits a phone: every kind in sight, no blank strip, whole titles, never sideways', async ({
  page,
  request,
  visit,
}) => {
  const { posts } = (await (await request.get('/api/posts?type=rent&page=1&limit=24')).json()) as {
    posts: { PostID: string }[];
  };
  const ids = posts.slice(0, 3).map((post) => post.PostID);
  const table = page.getByRole('region', { name: /পাশাপাশি$/ });
  const heads = table.locator('thead th a');

  // Two flats: the table takes the screen's width, with no blank strip beside it.
  await visit(`/compare?type=rent&ids=${ids.slice(0, 2).join(',')}`, 'bn');
  await expect(heads).toHaveCount(2);
  const region = (await table.boundingBox())!;
  const drawn = (await table.getByRole('table').boundingBox())!;
  expect(drawn.x + drawn.width).toBeGreaterThanOrEqual(region.x + region.width - 1);
  expect(await sidewaysOverflow(page)).toBe(0);

  // Three: the columns swipe in the table's own box, the page does not.
  await visit(`/compare?type=rent&ids=${ids.join(',')}`, 'bn');
  await expect(heads).toHaveCount(3);
  expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  expect(await sidewaysOverflow(page)).toBe(0);

  // The four kinds, each whole on the screen (they wrap onto a second row), without scrolling anything.
  const kinds = page.getByRole('navigation', { name: 'কী তুলনা করবেন' }).getByRole('link');
  await expect(kinds).toHaveCount(4);
  for (const kind of await kinds.all()) {
    const box = (await kind.boundingBox())!;
    expect(box.x, await kind.innerText()).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await kind.innerText()).toBeLessThanOrEqual(PHONE.width);
  }

  // Every title whole: broken only between its words, nothing cut off, inside its column.
  for (const head of await heads.all()) {
    expect(await brokenWords(head)).toEqual([]);
    const cell = (await head.locator('xpath=ancestor::th').boundingBox())!;
    const title = (await head.boundingBox())!;
    expect(title.x + title.width).toBeLessThanOrEqual(cell.x + cell.width + 0.5);
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a long email address wraps within its box on the public and the own profile, the page never sideways', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = `abdullah.al.mamun.chowdhury.${Date.now() % 1e7}@bangladesh-homes.example.com`;
  const member = await registerMember(request, 'আবদুল্লাহ আল মামুন চৌধুরী', 'bn', email);
  const shown = await request.put('/api/profile/updateSettings', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { showEmail: true, showPhone: false, showAddress: false, birthDate: false },
  });
  expect(shown.ok(), await shown.text()).toBe(true);
  await signInAs(page, member.token, 'bn');

  /** The address is shown whole (its text, on two lines or more) inside its card. */
  const expectWrapped = async (address: Locator, card: Locator) => {
    await expect(address).toHaveText(email);
    const box = (await address.boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(cardBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(box.height).toBeGreaterThan(30);
    expect(await sidewaysOverflow(page)).toBe(0);
  };

  await page.goto(`/ProfileDetails/${await memberId(request, member)}`);
  await settled(page);
  const details = page.getByRole('region', { name: 'যোগাযোগ ও তথ্য' });
  await expectWrapped(details.getByRole('link', { name: email }), details);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto('/user/profile');
  await settled(page);
  const basic = page.getByRole('region', { name: 'মৌলিক তথ্য' });
  await expectWrapped(basic.getByText(email, { exact: true }), basic);
  // Beside the name at the top too (and in the account's menu, folded away on a phone): within the screen.
  const everywhere = page.getByRole('main').getByText(email, { exact: true }).filter({ visible: true });
  await expect(everywhere).toHaveCount(2);
  for (const shown of await everywhere.all()) {
    const box = (await shown.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
});
