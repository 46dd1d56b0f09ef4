import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { allHandlers, createMockShop } from '../msw/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { shopWrapper } from '../testing/render.js';
import { hydrateServerHtml, renderShop, setupShopServer } from '../testing/shop.js';
import { CouponForm } from './coupon-form.js';

let shop = createMockShop();
const { server, count } = setupShopServer();
function openShop(options: Parameters<typeof createMockShop>[0] = {}) {
  shop = createMockShop({ cart: [{ product_id: 9, quantity: 2 }], ...options });
  server.use(...allHandlers(shop));
}
beforeEach(() => openShop());

describe('CouponForm', () => {
  it('applies the code typed before it hydrated, when Apply is pressed as it hydrates', async () => {
    // What a shop does with a press made before the form's code came: presses again once it is live.
    function ApplyOnHydrating() {
      useEffect(() => {
        document.querySelector<HTMLButtonElement>('[data-slot="coupon-form-apply"]')?.click();
      }, []);
      return null;
    }
    const Wrapper = shopWrapper({ locale: 'en' });
    const { errors, unmount } = await hydrateServerHtml(
      <Wrapper>
        <CouponForm email="anna@example.hu" />
        <ApplyOnHydrating />
      </Wrapper>,
      // The server's field, before the form's code arrives: the browser alone takes the keys.
      (container) => {
        container.querySelector('input')!.value = 'OTTHON10';
      },
    );
    await waitFor(() => expect(shop.state.session.coupons).toEqual(['OTTHON10']));
    expect(count('POST /api/cart/coupon')).toBe(1);
    expect(errors).toEqual([]);
    unmount();
  });

  it('keeps the code typed before it hydrated in its state', async () => {
    const user = userEvent.setup();
    const Wrapper = shopWrapper({ locale: 'en' });
    const { unmount } = await hydrateServerHtml(
      <Wrapper>
        <CouponForm email="anna@example.hu" />
      </Wrapper>,
      (container) => {
        container.querySelector('input')!.value = 'OTTHON';
      },
    );
    const input = screen.getByRole('textbox', { name: 'Coupon code' }) as HTMLInputElement;
    await user.type(input, '10{Enter}');
    await waitFor(() => expect(shop.state.session.coupons).toEqual(['OTTHON10']));
    unmount();
  });

  it('shows the spec’s message without a request when no e-mail is known (requirements §5)', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<CouponForm />, { locale: 'hu' });
    const input = screen.getByRole('textbox', { name: 'Kuponkód' });
    await user.type(input, 'OTTHON10');
    await user.click(screen.getByRole('button', { name: 'Beváltás' }));
    expect(await screen.findByText('A kód ellenőrzéséhez kérjük, adja meg e-mail-címét a rendelés során, vagy jelentkezzen be!')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(count('POST /api/cart/coupon')).toBe(0);
    expect((input as HTMLInputElement).value).toBe('OTTHON10');
    await expectNoAxeViolations(container);
  });

  it('offers a visitor the e-mail field and the login page right under that message, and checks the code with the e-mail typed there', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<CouponForm loginHref="/en/login?redirect=%2Fen%2Fcart" />, { locale: 'en' });
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'OTTHON10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const login = await screen.findByRole('link', { name: 'Coupon issued to your account? Log in' });
    expect(login.getAttribute('href')).toBe('/en/login?redirect=%2Fen%2Fcart');
    const email = screen.getByRole('textbox', { name: 'E-mail address' });
    await expectNoAxeViolations(container);
    await user.type(email, 'anna@example.hu{Enter}');
    await waitFor(() => expect(shop.state.session.coupons).toEqual(['OTTHON10']));
    expect(count('POST /api/cart/coupon')).toBe(1);
  });

  it('leaves the e-mail to the checkout’s own field when asked to, still offering the login', async () => {
    const user = userEvent.setup();
    renderShop(<CouponForm askEmail={false} loginHref="/hu/bejelentkezes" />, { locale: 'hu' });
    await user.type(screen.getByRole('textbox', { name: 'Kuponkód' }), 'OTTHON10');
    await user.click(screen.getByRole('button', { name: 'Beváltás' }));
    expect(await screen.findByRole('link', { name: 'A fiókjához kapta a kupont? Jelentkezzen be' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /E-mail/ })).toBeNull();
  });

  it('applies a code with the e-mail it is given and lists it with its discount and a remove button', async () => {
    const user = userEvent.setup();
    renderShop(<CouponForm email="anna@example.hu" />, { locale: 'en' });
    const input = screen.getByRole('textbox', { name: 'Coupon code' }) as HTMLInputElement;
    await user.type(input, 'OTTHON10{Enter}');
    await waitFor(() => expect(count('POST /api/cart/coupon')).toBe(1));
    const applied = await screen.findByRole('list');
    const item = within(applied).getByRole('listitem');
    expect(item.textContent?.replace(/\s/g, ' ')).toContain('OTTHON10');
    expect(item.textContent?.replace(/\s/g, ' ')).toMatch(/−\d/);
    expect(input.value).toBe('');
    expect(shop.state.session.coupons).toEqual(['OTTHON10']);
  });

  it('uses the logged-in customer’s e-mail when none is given', async () => {
    openShop({ loggedIn: true });
    const user = userEvent.setup();
    renderShop(<CouponForm />, { locale: 'en' });
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'WELCOME5000');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(shop.state.session.coupons).toEqual(['WELCOME5000']));
  });

  it('shows the server’s message next to the field for an unknown code, keeping it', async () => {
    const user = userEvent.setup();
    renderShop(<CouponForm email="anna@example.hu" />, { locale: 'en' });
    const input = screen.getByRole('textbox', { name: 'Coupon code' }) as HTMLInputElement;
    await user.type(input, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(input.getAttribute('aria-describedby')!.split(' ').at(-1)!);
    expect(error?.textContent?.length).toBeGreaterThan(0);
    expect(input.value).toBe('NOPE');
  });

  it('does not submit a surrounding form on Enter (it sits inside the checkout form)', async () => {
    const user = userEvent.setup();
    let submitted = 0;
    renderShop(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted += 1;
        }}
      >
        <CouponForm email="anna@example.hu" />
        <button type="submit">Place order</button>
      </form>,
      { locale: 'en' },
    );
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'OTTHON10{Enter}');
    await waitFor(() => expect(count('POST /api/cart/coupon')).toBe(1));
    expect(submitted).toBe(0);
  });

  it('removes an applied coupon and keeps focus in the form', async () => {
    openShop({ coupons: ['OTTHON10'] });
    const user = userEvent.setup();
    renderShop(<CouponForm />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Remove coupon OTTHON10' }));
    await waitFor(() => expect(shop.state.session.coupons).toEqual([]));
    await waitFor(() => expect(screen.queryByRole('list')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Coupon code' }));
  });
});
