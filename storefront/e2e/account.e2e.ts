import { buildPath, pathPrefix } from 'otthon';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForFile } from './support/browser.js';
import {
  type Customer,
  createCustomer,
  expectNoAxeViolations,
  hydrated,
  logInContext,
  mailedLink,
  open,
  pageApi,
  plain,
  shopperContext,
  text,
  uniqueEmail,
} from './support/shop.js';
import { journeyLocales } from './support/languages.js';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

async function logInOnPage(page: Page, email: string, password: string): Promise<void> {
  await page.locator('[data-slot="login-form"] input[name="email"]').fill(email);
  await page.locator('[data-slot="login-form"] input[name="password"]').fill(password);
  await page.locator('[data-slot="login-form"] button[type="submit"]').click();
}

for (const locale of journeyLocales('hu')) {
  const language = locale === 'hu' ? 'Hungarian' : 'English';

  describe(`a customer's account (${language})`, () => {
    let context: BrowserContext;

    beforeAll(async () => {
      context = await shopperContext(browser(), baseUrl);
    });

    afterAll(async () => {
      await context?.close();
    });

    it('register → activate from the mailbox → log in → favourites merged → log out → reset the password → log in with it', { timeout: 240_000 }, async () => {
      const email = uniqueEmail(`journey-${locale}`);
      const password = 'Elso-Jelszo-2026';
      const newPassword = 'Masodik-Jelszo-2026';
      const page = await context.newPage();

      // A visitor keeps a favourite in the session (field notes: wishlists without login).
      await open(page, `${baseUrl}${buildPath('index', locale)}`);
      const favourite = page.locator('main [data-slot="favourite-button"]').first();
      await favourite.click();
      await expect.poll(() => favourite.getAttribute('aria-pressed')).toBe('true');
      // The button turns at once; the server holds the favourite once the toggle has answered (it
      // stores the visitor's session too), so a read sent before then may find none.
      await expect.poll(async () => ((await pageApi(page, 'GET', '/api/favourites')).data as unknown[]).length).toBe(1);
      const favourites = (await pageApi(page, 'GET', '/api/favourites')).data as Array<{ id: number; title: string }>;
      expect(favourites).toHaveLength(1);

      // Registration with the password twice, both consents and the bot challenge.
      await open(page, `${baseUrl}${buildPath('auth-register', locale)}`);
      await expectNoAxeViolations(page, 'the registration page');
      const form = page.locator('[data-slot="registration-form"]');
      await form.locator('input[name="lastname"]').fill('Próba');
      await form.locator('input[name="firstname"]').fill('Panna');
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="password"]').fill(password);
      await form.locator('input[name="password_confirmation"]').fill(password);
      const consents = form.locator('[data-slot="consent-checkboxes"] input[type="checkbox"]');
      await consents.nth(0).click();
      await consents.nth(1).click();
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(`${baseUrl}${buildPath('auth-register-success', locale)}`);
      await page.locator('[data-screen="auth-register-success"]').waitFor();
      expect(plain(await page.locator('main').innerText())).toContain(email);
      await expectNoAxeViolations(page, 'the registration success page');

      // Not active yet: the login says so.
      await open(page, `${baseUrl}${buildPath('auth-login', locale)}`);
      await logInOnPage(page, email, password);
      await expect.poll(async () => await page.locator('[data-slot="login-form"] [data-slot="form-message"]').count()).toBe(1);
      expect(new URL(page.url()).pathname).toBe(buildPath('auth-login', locale));
      await expectNoAxeViolations(page, 'the login page saying the account is not active');

      // The activation link of the e-mail leads to this shop's activation page.
      const activationPrefix = `${baseUrl}${pathPrefix('auth-activate', locale)}`;
      const activation = await mailedLink(baseUrl, email, activationPrefix);
      await page.goto(activation, { waitUntil: 'networkidle' });
      await hydrated(page);
      await expect.poll(() => page.locator('[data-screen="auth-activate"]').getAttribute('data-state'), { timeout: 10_000 }).toBe('success');
      expect(plain(await page.locator('main').innerText())).toContain(text(locale, 'auth.activate.success'));
      await expectNoAxeViolations(page, 'the activation page');
      // A reload of the used link still tells the truth of this page's activation.
      await page.reload({ waitUntil: 'networkidle' });
      await hydrated(page);
      await expect.poll(() => page.locator('[data-screen="auth-activate"]').getAttribute('data-state')).toBe('success');

      // Logging in merges the visitor's favourites into the account.
      await page
        .locator('main')
        .getByRole('link', { name: text(locale, 'auth.login.submit'), exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === buildPath('auth-login', locale));
      await hydrated(page);
      await logInOnPage(page, email, password);
      await page.waitForURL(`${baseUrl}${buildPath('account', locale)}`);
      await page.locator('[data-screen="account"]').waitFor();
      const account = plain(await page.locator('main').innerText());
      expect(account).toContain(email);
      expect(await page.locator('[data-screen="account"] h1').innerText()).toBe(text(locale, 'routes.account.title'));
      const accountData = (await pageApi(page, 'GET', '/api/account')).data as { favourites_count: number };
      expect(accountData.favourites_count).toBe(1);
      expect(((await pageApi(page, 'GET', '/api/favourites')).data as Array<{ id: number }>).map((item) => item.id)).toEqual([favourites[0]!.id]);
      await expectNoAxeViolations(page, 'the account page');

      // Logging out: the personal data leaves the page, the router and every cache.
      await page.locator('[data-slot="logout-button"]').click();
      await page.waitForURL(`${baseUrl}${buildPath('index', locale)}`);
      await hydrated(page);
      expect(await page.content()).not.toContain(email);
      expect((await pageApi(page, 'GET', '/api/auth/user')).data).toBeNull();
      // Back does not bring the account page back (it was replaced and never stored), nor does its address.
      await page.goBack({ waitUntil: 'networkidle' });
      expect(new URL(page.url()).pathname).not.toBe(buildPath('account', locale));
      expect(await page.content()).not.toContain(email);
      await open(page, `${baseUrl}${buildPath('account', locale)}`);
      expect(new URL(page.url()).pathname).toBe(buildPath('auth-login', locale));
      expect(await page.content()).not.toContain(email);

      // Password reminder → the reset link from the mailbox → a new password, twice.
      await open(page, `${baseUrl}${buildPath('auth-login', locale)}`);
      await page.locator('[data-slot="login-form-forgot"]').click();
      await page.waitForURL(`${baseUrl}${buildPath('auth-password-reminder', locale)}`);
      await hydrated(page);
      await page.locator('[data-slot="password-reminder-form"] input[name="email"]').fill(email);
      await page.locator('[data-slot="password-reminder-form"] button[type="submit"]').click();
      await expect
        .poll(async () => plain(await page.locator('[data-slot="password-reminder-form"]').innerText()))
        .toContain(plain(text(locale, 'auth.passwordReminder.sent', { email })));
      await expectNoAxeViolations(page, 'the password reminder after sending');
      const resetPrefix = `${baseUrl}${pathPrefix('auth-password-reset', locale)}`;
      const reset = await mailedLink(baseUrl, email, resetPrefix);
      await page.goto(reset, { waitUntil: 'networkidle' });
      await hydrated(page);
      await expectNoAxeViolations(page, 'the password reset page');
      const resetForm = page.locator('[data-slot="password-reset-form"]');
      await resetForm.locator('input[name="password"]').fill(newPassword);
      await resetForm.locator('input[name="password_confirmation"]').fill(newPassword);
      await resetForm.locator('button[type="submit"]').click();
      await expect.poll(() => page.locator('[data-slot="password-reset-form"]').getAttribute('data-state')).toBe('success');
      await expectNoAxeViolations(page, 'the new password saved');

      // The old password no longer works; the new one does.
      await open(page, `${baseUrl}${buildPath('auth-login', locale)}`);
      await logInOnPage(page, email, password);
      await expect
        .poll(async () => await page.locator('[data-slot="login-form"] [data-slot="form-message"], [data-slot="login-form"] [data-slot="field-error"]').count())
        .toBeGreaterThan(0);
      await page.locator('[data-slot="login-form"] input[name="password"]').fill(newPassword);
      await page.locator('[data-slot="login-form"] button[type="submit"]').click();
      await page.waitForURL(`${baseUrl}${buildPath('account', locale)}`);
      await page.locator('[data-screen="account"]').waitFor();
      expect(plain(await page.locator('main').innerText())).toContain(email);
      await page.close();
    });
  });

  describe(`the account pages (${language})`, () => {
    let customer: Customer;

    beforeAll(async () => {
      customer = await createCustomer(baseUrl, locale, `profile-${locale}`);
    });

    it('sends a visitor to the login page and back, and keeps personal pages out of every cache', { timeout: 60_000 }, async () => {
      for (const name of ['account', 'account-orders'] as const) {
        const response = await fetch(`${baseUrl}${buildPath(name, locale)}?page=1`, { redirect: 'manual' });
        expect(response.status).toBe(302);
        const target = new URL(response.headers.get('location')!, baseUrl);
        expect(target.pathname).toBe(buildPath('auth-login', locale));
        expect(target.searchParams.get('redirect')).toBe(`${buildPath(name, locale)}?page=1`);
      }
      const context = await shopperContext(browser(), baseUrl);
      try {
        const page = await context.newPage();
        await open(page, `${baseUrl}${buildPath('account-orders', locale)}`);
        expect(new URL(page.url()).pathname).toBe(buildPath('auth-login', locale));
        await expectNoAxeViolations(page, 'the login page');
        await logInOnPage(page, customer.email, customer.password);
        await page.waitForURL(`${baseUrl}${buildPath('account-orders', locale)}`);
        await page.locator('[data-screen="account-orders"]').waitFor();
        expect(plain(await page.locator('main').innerText())).toContain(text(locale, 'account.orders.empty'));
        const response = await page.request.get(`${baseUrl}${buildPath('account', locale)}`);
        expect(response.headers()['cache-control']).toBe('private, no-store');
        expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
        // A return address off this site is ignored.
        await open(page, `${baseUrl}${buildPath('auth-login', locale)}?redirect=${encodeURIComponent('//evil.example/steal')}`);
        expect(new URL(page.url()).pathname).toBe(buildPath('account', locale));
        await page.close();
      } finally {
        await context.close();
      }
    });

    it('saves the name, phone and newsletter choice, and shows the server’s field errors', { timeout: 60_000 }, async () => {
      const context = await shopperContext(browser(), baseUrl);
      await logInContext(context, baseUrl, customer);
      try {
        const page = await context.newPage();
        await open(page, `${baseUrl}${buildPath('account', locale)}`);
        const form = page.locator('[data-slot="profile-form"]');
        await form.locator('input[name="firstname"]').fill('Kata');
        await form.locator('input[name="phone"]').fill('12');
        await form.locator('button[type="submit"]').click();
        // The server checks the phone (422): its message is next to the field, the typed name stays.
        await expect.poll(() => form.locator('input[name="phone"]').getAttribute('aria-invalid')).toBe('true');
        expect(await form.locator('input[name="firstname"]').inputValue()).toBe('Kata');
        await form.locator('input[name="phone"]').fill('+36 20 765 4321');
        await form.locator('input[type="checkbox"]').click();
        await form.locator('button[type="submit"]').click();
        await expect.poll(async () => plain(await form.innerText())).toContain(text(locale, 'accountPage.saved'));
        await expectNoAxeViolations(page, 'the account after saving');
        await page.reload({ waitUntil: 'networkidle' });
        await hydrated(page);
        expect(await form.locator('input[name="firstname"]').inputValue()).toBe('Kata');
        expect(await form.locator('input[name="phone"]').inputValue()).toBe('+36 20 765 4321');
        expect(await form.locator('input[type="checkbox"]').isChecked()).toBe(true);
        await page.close();
      } finally {
        await context.close();
      }
    });

    it('lets password managers and paste fill the login, and tells a wrong password from too many attempts', { timeout: 60_000 }, async () => {
      const context = await shopperContext(browser(), baseUrl);
      try {
        const page = await context.newPage();
        await open(page, `${baseUrl}${buildPath('auth-login', locale)}`);
        const fields = page.locator('[data-slot="login-form"]');
        expect(await fields.locator('input[name="email"]').getAttribute('autocomplete')).toBe('username');
        expect(await fields.locator('input[name="password"]').getAttribute('autocomplete')).toBe('current-password');
        const pasteBlocked = await fields.locator('input[name="password"]').evaluate((input) => {
          const event = new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: new DataTransfer() });
          input.dispatchEvent(event);
          return event.defaultPrevented;
        });
        expect(pasteBlocked).toBe(false);
        const email = uniqueEmail(`limit-${locale}`);
        const statuses: number[] = [];
        page.on('response', (response) => {
          if (new URL(response.url()).pathname === '/api/auth/login') statuses.push(response.status());
        });
        const submit = page.locator('[data-slot="login-form"] button[type="submit"]');
        for (let attempt = 1; attempt <= 6; attempt += 1) {
          // The button ignores presses while the previous attempt is on its way.
          await expect.poll(() => submit.getAttribute('data-busy')).toBeNull();
          await page.locator('[data-slot="login-form"] input[name="password"]').fill(`wrong-${attempt}`);
          if (attempt === 1) await page.locator('[data-slot="login-form"] input[name="email"]').fill(email);
          await submit.click();
          await expect.poll(() => statuses.length).toBe(attempt);
        }
        expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
        expect(statuses[5]).toBe(429);
        await expect.poll(async () => await page.locator('[data-slot="login-form"] [data-slot="form-message"]').count()).toBe(1);
        await expectNoAxeViolations(page, 'the login page after too many attempts');
        await page.close();
      } finally {
        await context.close();
      }
    });
  });
}
