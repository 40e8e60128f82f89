import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, settled, test } from './fixtures.ts';
import { latestCode, mailCount } from './mail.ts';
import { demoAccount, type Credentials } from './demo-accounts.ts';

/**
 * Accounts (issue 3): sign-in, the /user guard, registration with the mailed code, privacy
 * switches, logout and the profile editor, in a real browser against the real server.
 * Demo accounts come from the demo data; sign-ins are few, as the server caps them per minute.
 */
const DEMO = demoAccount('demo');
const SUSPENDED = demoAccount('suspended');

async function signIn(
  page: Page,
  { email, password }: Credentials,
  labels = { tab: 'Email', email: 'Email address', password: 'Password', submit: 'Sign in' },
) {
  // Email is the second way in, after a mobile number (issue 40).
  await page.getByRole('tab', { name: labels.tab }).click();
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('signing in', () => {
  test('a signed-out visitor is sent to sign in and comes back to the page afterwards', async ({ page, visit }) => {
    await visit('/user/profile-settings', 'en');
    await expect(page).toHaveURL(/\/SignIn\?next=%2Fuser%2Fprofile-settings$/);
    await expect(h1(page)).toHaveText('Welcome back');
    // Both keep the way back (issue 12).
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/ForgotPassword?next=%2Fuser%2Fprofile-settings',
    );
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/Register?next=%2Fuser%2Fprofile-settings',
    );

    await signIn(page, DEMO);
    await expect(page).toHaveURL(/\/user\/profile-settings$/);
    await expect(h1(page)).toHaveText('Privacy settings');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });

  test.describe('with a wrong password', () => {
    test.use({ expectedApiErrors: [401] });

    test('shows the server’s message on the form and as a toast', async ({ page, visit }) => {
      await visit('/SignIn', 'en');
      await signIn(page, { email: DEMO.email, password: 'not-the-password' });
      await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible();
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: 'Incorrect email or password' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/SignIn$/);
      expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
    });

    test('speaks Bengali on the Bengali sign-in page, the server’s answer too', async ({ page, visit }) => {
      await visit('/SignIn', 'bn');
      await expect(h1(page)).toHaveText('আবারও স্বাগতম');
      const labels = { tab: 'ইমেইল', email: 'ইমেইল ঠিকানা', password: 'পাসওয়ার্ড', submit: 'সাইন ইন' };
      // Checked in the browser first, with the same rules and texts as the server.
      await page.getByRole('tab', { name: labels.tab }).click();
      await page.getByRole('button', { name: 'সাইন ইন', exact: true }).click();
      await expect(page.getByText('ইমেইল ঠিকানা দিন')).toBeVisible();
      await expect(page.getByText('আপনার পাসওয়ার্ড দিন')).toBeVisible();
      await expect(page.getByLabel('ইমেইল ঠিকানা')).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await signIn(page, { email: DEMO.email, password: 'not-the-password' }, labels);
      await expect(page.getByRole('alert').filter({ hasText: 'ইমেইল অথবা পাসওয়ার্ড সঠিক নয়' })).toBeVisible();
    });
  });

  test('a suspended account is warned and sent back, and its pages explain the suspension', async ({ page, visit }) => {
    await visit('/', 'en');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(h1(page)).toHaveText('Welcome back');
    await signIn(page, SUSPENDED);
    await expect(
      page
        .locator('[data-sonner-toast]')
        .filter({ hasText: "Your Account is Suspended. You don't have access to this page." }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // The address typed over this page: the app starts afresh, and still goes one page back (issue 28).
    await page.goto('/user/profile');
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page
        .locator('[data-sonner-toast]')
        .filter({ hasText: "Your Account is Suspended. You don't have access to this page." }),
    ).toBeVisible();

    // Opened in a new tab there is no page to go back to: the notice says until when, and who can help.
    const tab = await page.context().newPage();
    await tab.goto('/user/profile');
    await expect(h1(tab)).toHaveText('Your account is suspended');
    await expect(tab.getByText(/suspended until .+\d{4}/)).toBeVisible();
    await expect(tab.getByRole('link', { name: 'Contact customer care' })).toHaveAttribute('href', '/CustomerCare');
    await tab.close();
  });
});

test.describe('registration', () => {
  test.use({ expectedApiErrors: [422] });

  test('goes from email to code to profile and signs the new member in', async ({ page, visit }) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const typo = `e2e-${stamp}@ghorbari.tst`;
    const email = `e2e-${stamp}@ghorbari.test`;
    await visit('/Register', 'en');
    await expect(h1(page)).toHaveText('Create your account');
    const steps = page.getByRole('list', { name: 'Registration steps' });
    // Email is the second way in, after a mobile number (issue 40).
    await expect(steps.locator('[aria-current="step"]')).toContainText('Mobile number');
    await page.getByRole('tab', { name: 'Email' }).click();
    await expect(steps.locator('[aria-current="step"]')).toContainText('Email');

    // A typo, noticed at the code step: "wrong email?" goes back with the address kept.
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Please provide email address')).toBeVisible();
    const emailInput = page.getByRole('textbox', { name: 'Email address' });
    await emailInput.fill(typo);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    await page.getByRole('button', { name: 'Wrong email? Change it' }).click();
    await expect(emailInput).toHaveValue(typo);
    await emailInput.fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();

    await expect(steps.locator('[aria-current="step"]')).toContainText('Verify');
    await expect(page.getByText(`We have sent a 6-digit code to ${email}.`)).toBeVisible();
    await expect(page.getByText(/The code expires in (10:00|9:\d\d)/)).toBeVisible();
    await expect(page.getByText(/New code in (1:00|0:\d\d)/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send a new code' })).toHaveCount(0);

    const code = await latestCode(email);
    await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify code' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid or expired code' })).toBeVisible();
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify code' }).click();

    await expect(steps.locator('[aria-current="step"]')).toContainText('Your details');
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please select your Gender')).toBeVisible();
    await expect(page.getByText('Please select your Birth Date')).toBeVisible();
    await expect(page.getByText('Username cannot be empty')).toBeVisible();

    await page.getByLabel('Full name').fill('Nadia Islam');
    await page.getByLabel('Mobile number').fill('01711223344');
    await page.getByRole('radio', { name: 'Female' }).check();
    const birthDate = page.getByRole('group', { name: 'Date of birth' });
    await birthDate.getByLabel('Day').selectOption('12');
    await birthDate.getByLabel('Month').selectOption({ label: 'March' });
    await birthDate.getByLabel('Year').selectOption('1995');
    await page.getByLabel('Occupation').fill('Architect');
    // A half-filled address is refused; a complete one is kept.
    await page.getByLabel('Division').selectOption('rajshahi');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm password').fill('secret124');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByText('Please fill out all fields')).toBeVisible();
    await page.getByLabel('District').selectOption('rajshahi');
    await page.getByLabel('Upazila or area').selectOption('rajshahi-boalia');
    await page.getByLabel('Confirm password').fill('secret123');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Registration successful' })).toBeVisible();
    await expect(h1(page)).toHaveText('My profile');
    const basic = page.getByRole('region', { name: 'Basic information' });
    await expect(basic).toContainText('Nadia Islam');
    await expect(basic).toContainText(email);
    await expect(basic).toContainText('12 March 1995');
    await expect(page.getByRole('region', { name: 'Additional information' })).toContainText(
      'Boalia, Rajshahi, Rajshahi',
    );
    await expect(page.getByText('Bio not provided', { exact: false })).toBeVisible();
    expect(mailCount(email)).toBe(1);
  });
});

test.describe('a signed-in member', () => {
  test('privacy switches save at once and stay after a reload, and the public profile follows them', async ({
    page,
    visit,
  }) => {
    await visit('/SignIn?next=/user/profile-settings', 'en');
    await signIn(page, DEMO);
    await expect(h1(page)).toHaveText('Privacy settings');
    const email = page.getByRole('switch', { name: 'Show email address' });
    const phone = page.getByRole('switch', { name: 'Show phone number' });
    await expect(email).toHaveAttribute('aria-checked', 'false');
    await expect(phone).toHaveAttribute('aria-checked', 'true');

    await email.click();
    await expect(email).toHaveAttribute('aria-checked', 'true');
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Settings updated successfully' }).first(),
    ).toBeVisible();
    await phone.press('Space');
    await expect(phone).toHaveAttribute('aria-checked', 'false');
    await settled(page);

    await page.reload();
    await expect(email).toHaveAttribute('aria-checked', 'true');
    await expect(phone).toHaveAttribute('aria-checked', 'false');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'See my public profile' }).click();
    await expect(h1(page)).toHaveText('Rahim Uddin');
    await expect(page.getByRole('link', { name: DEMO.email })).toBeVisible();
    await expect(page.getByText('Mobile number')).toHaveCount(0);

    // Put the demo account back as it was.
    await page.goBack();
    await email.click();
    await phone.click();
    await expect(email).toHaveAttribute('aria-checked', 'false');
    await expect(phone).toHaveAttribute('aria-checked', 'true');
    await settled(page);
    await page.reload();
    await expect(email).toHaveAttribute('aria-checked', 'false');
    await expect(phone).toHaveAttribute('aria-checked', 'true');
  });

  test('the profile editor shows every broken rule and saves nothing until they are fixed', async ({ page, visit }) => {
    await visit('/SignIn?next=/user/profileedit', 'en');
    await signIn(page, DEMO);
    await expect(h1(page)).toHaveText('Edit profile');
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/profile/update')) saves.push(request.method());
    });

    await page.getByLabel('Full name').fill('');
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Username cannot be empty')).toBeVisible();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeFocused();

    await page.getByLabel('Full name').fill('Rahim 4');
    await expect(
      page.getByText("A name takes letters, with dots, hyphens or apostrophes as in Md., Abu-Bakr or O'Neil"),
    ).toBeVisible();
    await page.getByLabel('Full name').fill('Rahim Uddin Khan Chowdhury Babu');
    await expect(page.getByText('Username cannot exceed 4 words')).toBeVisible();
    // Names and numbers as people write them here (issue 31): the abbreviation, the country code.
    await page.getByLabel('Full name').fill('Md. Rahim Uddin');
    await expect(
      page.getByText("A name takes letters, with dots, hyphens or apostrophes as in Md., Abu-Bakr or O'Neil"),
    ).toHaveCount(0);
    await page.getByLabel('Mobile number').fill('+880 1712-345678');
    await expect(page.getByLabel('Mobile number')).toHaveValue('+880 1712-345678');
    await expect(page.getByText('Please enter a valid phone number')).toHaveCount(0);
    await page.getByLabel('Mobile number').fill('০১৭১২৩৪৫৬৭৮'); // typed on a Bengali keyboard
    await expect(page.getByText('Please enter a valid phone number')).toHaveCount(0);
    expect(saves).toEqual([]);

    const picture = page.getByLabel('Choose a picture');
    await picture.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText('Please choose a JPEG, PNG or WebP image')).toBeVisible();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(dialog.getByText('Please enter your password')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('the account menu leads to every account page and logs out', async ({ page, visit }) => {
    await visit('/SignIn', 'en');
    await signIn(page, DEMO);
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(h1(page)).toHaveText('My profile');

    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Rahim Uddin');
    await expect(menu).toContainText(DEMO.email);
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText([
      'My profile',
      'Inbox',
      'Privacy settings',
      'My properties',
      'Saved posts',
      'My searches',
      'My reviews',
      'My firms',
      'Log out',
    ]);
    await page.keyboard.press('Escape');
    // Keyboard only: open, move to the second link, follow it.
    await page.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/user\/my-inbox$/);
    await expect(h1(page)).toHaveText('Inbox');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();

    await page.goto('/user/profile');
    await expect(page).toHaveURL(/\/SignIn\?next=%2Fuser%2Fprofile$/);
  });

  test('on a phone the account pages are tabs and the menu holds the account links', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('lng', 'bn'));
    await page.goto('/SignIn?next=/user/my-reviews');
    await signIn(page, DEMO, { tab: 'ইমেইল', email: 'ইমেইল ঠিকানা', password: 'পাসওয়ার্ড', submit: 'সাইন ইন' });
    await expect(h1(page)).toHaveText('আমার রিভিউ');
    const tabs = page.getByRole('navigation', { name: 'আপনার অ্যাকাউন্ট' });
    await expect(tabs.getByRole('link', { name: 'আমার রিভিউ' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'আমার রিভিউ' })).toBeInViewport();

    await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    const menu = page.locator('header nav').last();
    await expect(menu.getByRole('link', { name: 'গোপনীয়তা সেটিংস' })).toBeVisible();
    await menu.getByRole('link', { name: 'আমার প্রোফাইল' }).click();
    await expect(h1(page)).toHaveText('আমার প্রোফাইল');
    // Counts in Bengali digits on the Bengali page.
    await expect(page.getByTestId('count-listing')).toHaveText(/^[০-৯,]+\D/);
    await context.close();
  });
});

test.describe('public profiles', () => {
  test.use({ expectedApiErrors: [404] });

  test('a member that does not exist is clearly not found', async ({ page, visit }) => {
    await visit('/ProfileDetails/00000000-0000-4000-8000-000000000000', 'en');
    await expect(h1(page)).toHaveText('Member not found');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });
});

test.describe('password reset', () => {
  test('a broken reset link says so as it opens, before a password is typed', async ({ page, visit }) => {
    await visit('/ResetPassword/too-short', 'en');
    await expect(h1(page)).toHaveText('Set a new password');
    await expect(page.getByRole('alert')).toContainText('Invalid reset code. Please try again.');
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Ask for a new code' }).click();
    await expect(h1(page)).toHaveText('Forgot your password?');
    await expect(page.getByRole('list', { name: 'Password reset steps' })).toBeVisible();
  });
});
