import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AnchorHTMLAttributes, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useShop } from '../hooks/index.js';
import { allHandlers, createMockShop } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop, setupShopServer } from '../testing/shop.js';
import { Announcer } from './announcer.js';
import { analyticsConsent, type CookieChoice, consentModeState } from './cookie-choice.js';
import { CookieConsent } from './cookie-consent.js';
import { CookieSettings } from './cookie-settings.js';
import { CurrencySelect } from './currency-select.js';
import { ErrorScreen } from './error-screen.js';
import { LocaleSwitch } from './locale-switch.js';
import { VatModeToggle } from './vat-mode-toggle.js';

const shop = createMockShop();
const { count } = setupShopServer(...allHandlers(shop));
beforeEach(() => shop.reset());

function ShopState() {
  const { currency, vatMode } = useShop();
  return <output data-testid="state">{`${currency} ${vatMode}`}</output>;
}

const politeText = () => document.querySelector('[data-politeness="polite"]')?.textContent ?? '';

describe('CurrencySelect', () => {
  it('switches the shop’s currency and keeps it in the currency_id cookie (requirements §4)', async () => {
    const user = userEvent.setup();
    renderShop(
      <>
        <CurrencySelect />
        <ShopState />
      </>,
      { locale: 'hu' },
    );
    const select = screen.getByRole('combobox', { name: 'Pénznem' }) as HTMLSelectElement;
    await waitFor(() => expect(count('GET /api/currencies')).toBe(1));
    expect([...select.options].map((option) => option.text)).toEqual(['Magyar forint (Ft)', 'Euró (€)', 'Amerikai dollár ($)']);
    await user.selectOptions(select, 'EUR');
    expect(screen.getByTestId('state').textContent).toBe('EUR net');
    expect(document.cookie).toContain('currency_id=EUR');
  });

  it('only reports the choice when controlled', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    renderShop(
      <>
        <CurrencySelect value="HUF" onValueChange={(code) => chosen.push(code)} />
        <ShopState />
      </>,
      { locale: 'en' },
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    expect(chosen).toEqual(['USD']);
    expect(screen.getByTestId('state').textContent).toBe('HUF net');
  });
});

describe('VatModeToggle', () => {
  it('is a labelled radio group, net by default (requirements §3), that switches every price to gross', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(
      <>
        <VatModeToggle />
        <ShopState />
      </>,
      { locale: 'hu' },
    );
    expect(screen.getByRole('radiogroup', { name: 'Árak' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Nettó' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Bruttó' }));
    expect(screen.getByTestId('state').textContent).toBe('HUF gross');
    expect(document.cookie).toContain('vat_mode=gross');
    await expectNoAxeViolations(container);
  });

  it('is reached with Tab on the chosen mode and switched with the arrow keys', async () => {
    const user = userEvent.setup();
    renderShop(
      <>
        <VatModeToggle />
        <ShopState />
      </>,
      { locale: 'en' },
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Net' }));
    await user.keyboard('{ArrowRight}');
    expect((screen.getByRole('radio', { name: 'Gross' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('state').textContent).toBe('HUF gross');
  });

  it('only reports the choice when controlled', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    renderShop(
      <>
        <VatModeToggle value="net" onValueChange={(mode) => chosen.push(mode)} />
        <ShopState />
      </>,
      { locale: 'en' },
    );
    await user.click(screen.getByRole('radio', { name: 'Gross' }));
    expect(chosen).toEqual(['gross']);
    expect((screen.getByRole('radio', { name: 'Net' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('state').textContent).toBe('HUF net');
  });
});

function RouterAnchor(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a data-router="" {...props} />;
}

describe('LocaleSwitch', () => {
  it('links to the same page in the other language, marked with hreflang and lang (requirements §2)', () => {
    renderShop(<LocaleSwitch pathname="/hu/kosar?lepes=2" />, { locale: 'hu' });
    const link = screen.getByRole('link', { name: 'English' });
    expect([link.getAttribute('href'), link.getAttribute('hreflang'), link.getAttribute('lang')]).toEqual(['/en/cart?lepes=2', 'en', 'en']);
  });

  it('uses the other language’s slugs of a product, and renders through the router’s link', () => {
    renderShop(
      <LocaleSwitch pathname="/en/products/living-room/sofas/oslo-sofa-1" alternateSlugs={{ product_slug: ['nappali', 'kanapek', 'oslo-kanape-1'] }} asChild>
        <RouterAnchor />
      </LocaleSwitch>,
      { locale: 'en' },
    );
    const link = screen.getByRole('link', { name: 'Magyar' });
    expect(link.getAttribute('href')).toBe('/hu/termekek/nappali/kanapek/oslo-kanape-1');
    expect(link.hasAttribute('data-router')).toBe(true);
  });

  it('lands on the nearest listing when the other language’s slug is not known', () => {
    renderShop(<LocaleSwitch pathname="/hu/blog/tavaszi-lakasfelujitas" />, { locale: 'hu' });
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en/blog');
  });
});

describe('CookieConsent', () => {
  it('offers "Reject all" exactly as prominently as "Accept all", each one click away', async () => {
    const user = userEvent.setup();
    const choices: CookieChoice[] = [];
    const { container } = renderShop(<CookieConsent onValueChange={(choice) => choices.push(choice)} />, { locale: 'en' });
    const reject = screen.getByRole('button', { name: 'Reject all' });
    const accept = screen.getByRole('button', { name: 'Accept all' });
    expect(reject.className).toBe(accept.className);
    expect(reject.compareDocumentPosition(accept) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('region', { name: 'We value your privacy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).toBe('/en/cookie-rules');
    await expectNoAxeViolations(container);
    await user.click(reject);
    expect(choices).toEqual([{ analytics: false, marketing: false }]);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens the settings in place with the focus on the first switch, and saves a partial choice', async () => {
    const user = userEvent.setup();
    const choices: CookieChoice[] = [];
    renderShop(
      <>
        <Announcer />
        <CookieConsent onValueChange={(choice) => choices.push(choice)} />
      </>,
      { locale: 'hu' },
    );
    await user.click(screen.getByRole('button', { name: 'Beállítások' }));
    // The settings load on demand; the banner keeps its buttons until they are there.
    const analytics = await screen.findByRole('checkbox', { name: 'Statisztika' });
    expect(screen.queryByRole('button', { name: 'Beállítások' })).toBeNull();
    expect(document.activeElement).toBe(analytics);
    expect(screen.getByRole('checkbox', { name: /Szükséges/ })).toMatchObject({ checked: true });
    expect((screen.getByRole('checkbox', { name: /Szükséges/ }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Választásom mentése' }));
    expect(choices).toEqual([{ analytics: true, marketing: false }]);
    await waitFor(() => expect(politeText()).toBe('Süti-beállításait elmentettük.'));
  });

  it('stays hidden once a choice is stored', () => {
    renderShop(<CookieConsent defaultValue={{ analytics: true, marketing: false }} />, { locale: 'en' });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('keeps focused content out from under the fixed banner with scroll padding while it is shown', async () => {
    const user = userEvent.setup();
    renderShop(<CookieConsent />, { locale: 'en' });
    await waitFor(() => expect(document.documentElement.style.scrollPaddingBottom).toMatch(/px$/));
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });
});

describe('CookieSettings', () => {
  it('follows a controlled choice and saves "Accept all"', async () => {
    const user = userEvent.setup();
    function Page() {
      const [choice, setChoice] = useState<CookieChoice>({ analytics: false, marketing: true });
      return (
        <>
          <CookieSettings value={choice} onValueChange={setChoice} />
          <output data-testid="choice">{JSON.stringify(choice)}</output>
        </>
      );
    }
    renderShop(<Page />, { locale: 'en' });
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).toMatchObject({ checked: true });
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(screen.getByTestId('choice').textContent).toBe('{"analytics":true,"marketing":true}');
  });
});

describe('consentModeState', () => {
  it('denies everything optional before a choice (Consent Mode v2 default) and maps each category', () => {
    expect(consentModeState(null)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
    });
    expect(consentModeState({ analytics: true, marketing: false })).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
    });
    expect(consentModeState({ analytics: false, marketing: true })).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_personalization: 'granted',
    });
    expect(analyticsConsent({ analytics: true, marketing: false })).toEqual({ analytics: true, ads: false });
    expect(analyticsConsent(null)).toEqual({ analytics: false, ads: false });
  });
});

describe('ErrorScreen', () => {
  it('shows the logo linking home, a warning icon and the error text (requirements §2, §8)', async () => {
    const { container } = renderShop(<ErrorScreen message="Page Not Found: /en/nothing-here" />, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'Otthon Go to the home page' }).getAttribute('href')).toBe('/en');
    expect(container.querySelector('[data-slot="error-screen-icon"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Page Not Found: /en/nothing-here')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('renders the home link through the router’s element and refreshes on request', async () => {
    const user = userEvent.setup();
    let refreshed = 0;
    renderShop(<ErrorScreen homeLink={<RouterAnchor />} onRefresh={() => (refreshed += 1)} />, { locale: 'hu' });
    const home = screen.getByRole('link', { name: 'Otthon Ugrás a főoldalra' });
    expect([home.getAttribute('href'), home.hasAttribute('data-router')]).toEqual(['/hu', true]);
    await user.click(screen.getByRole('button', { name: 'Oldal frissítése' }));
    expect(refreshed).toBe(1);
  });
});
