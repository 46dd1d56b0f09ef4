import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { City } from '../contract/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { createPickupServer } from '../testing/pickup-server.js';
import { API, renderShop, setupShopServer } from '../testing/shop.js';
import { BillingForm } from './address-forms.js';
import { CheckoutFormProvider } from './checkout-form-context.js';
import { PostcodeField, type PostcodeFieldProps } from './postcode-field.js';

const { server, requests } = setupShopServer();
const lookups = () => requests.filter((request) => request.startsWith('GET /api/cities'));
const field = () => document.querySelector('[data-slot="postcode-field"]');

/** A postcode and a town field, as an address form holds them. */
function Address({ town = '', ...props }: Partial<PostcodeFieldProps> & { town?: string }) {
  const [city, setCity] = useState(town);
  const [filled, setFilled] = useState<City[]>([]);
  return (
    <>
      <PostcodeField
        name="zipcode"
        city={city}
        onCityChange={(found) => {
          setCity(found.name);
          setFilled((all) => [...all, found]);
        }}
        {...props}
      />
      <label>
        Town
        <input value={city} onChange={(event) => setCity(event.target.value)} />
      </label>
      <span data-testid="filled">{filled.map((found) => found.name).join(',')}</span>
    </>
  );
}

const town = () => screen.getByRole('textbox', { name: 'Town' }) as HTMLInputElement;

describe('PostcodeField', () => {
  it('fills the town of a postcode with one settlement once four digits are typed, Budapest with its district', async () => {
    server.use(...createPickupServer().handlers);
    const user = userEvent.setup();
    const { container } = renderShop(<Address />, { locale: 'en' });
    const input = screen.getByRole('textbox', { name: 'Postal code' });
    await user.type(input, '111');
    expect(lookups()).toEqual([]);
    expect(field()?.getAttribute('data-state')).toBe('idle');
    await user.type(input, '1');
    await waitFor(() => expect(town().value).toBe('Budapest'));
    expect(field()?.getAttribute('data-state')).toBe('found');
    expect(screen.getByRole('status').textContent).toBe('Town: Budapest, District XI.');
    expect(lookups()).toEqual(['GET /api/cities?zipcode=1111']);
    await expectNoAxeViolations(container);
  });

  it('says Budapest’s district in Hungarian', async () => {
    server.use(...createPickupServer().handlers);
    const user = userEvent.setup();
    renderShop(<Address />, { locale: 'hu' });
    await user.type(screen.getByRole('textbox', { name: 'Irányítószám' }), '1111');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Település: Budapest XI. kerület'));
  });

  it('offers the settlements that share a postcode and fills the one chosen', async () => {
    server.use(...createPickupServer().handlers);
    const user = userEvent.setup();
    const { container } = renderShop(<Address />, { locale: 'en' });
    await user.type(screen.getByRole('textbox', { name: 'Postal code' }), '8660');
    const choice = await screen.findByRole('radiogroup', { name: 'Several towns share this postcode. Choose yours:' });
    expect(field()?.getAttribute('data-state')).toBe('choice');
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([false, false, false]);
    expect(town().value).toBe('');
    await user.click(within(choice).getByRole('radio', { name: 'Lulla' }));
    expect(town().value).toBe('Lulla');
    expect(within(choice).getByRole('radio', { name: 'Lulla' })).toMatchObject({ checked: true });
    await expectNoAxeViolations(container);
  });

  it('says a postcode is unknown and leaves the town to be typed', async () => {
    server.use(...createPickupServer().handlers);
    const user = userEvent.setup();
    renderShop(<Address />, { locale: 'en' });
    await user.type(screen.getByRole('textbox', { name: 'Postal code' }), '9999');
    await waitFor(() => expect(field()?.getAttribute('data-state')).toBe('unknown'));
    expect(screen.getByRole('status').textContent).toBe('We don’t know this postcode. Check it, or type the town yourself.');
    expect(screen.getByTestId('filled').textContent).toBe('');
  });

  it('says so when the lookup fails, so the town is typed', async () => {
    server.use(http.get(`${API}/api/cities`, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
    const user = userEvent.setup();
    renderShop(<Address />, { locale: 'en' });
    await user.type(screen.getByRole('textbox', { name: 'Postal code' }), '1111');
    await waitFor(() => expect(field()?.getAttribute('data-state')).toBe('error'), { timeout: 3000 });
    expect(screen.getByRole('status').textContent).toBe('The town could not be looked up; please type it.');
  });

  it('keeps a saved address’s own town when the page opens, and replaces it once another code is typed', async () => {
    server.use(...createPickupServer().handlers);
    const user = userEvent.setup();
    renderShop(<Address defaultValue="8230" town="Balatonfüred-Arácsi" />, { locale: 'en' });
    await waitFor(() => expect(field()?.getAttribute('data-state')).toBe('found'));
    expect(town().value).toBe('Balatonfüred-Arácsi');
    const input = screen.getByRole('textbox', { name: 'Postal code' });
    await user.clear(input);
    await user.type(input, '1111');
    await waitFor(() => expect(town().value).toBe('Budapest'));
  });

  it('looks nothing up where told not to (an address abroad)', async () => {
    server.use(...createPickupServer().handlers);
    const user = userEvent.setup();
    renderShop(<Address lookup={false} />, { locale: 'en' });
    await user.type(screen.getByRole('textbox', { name: 'Postal code' }), '1010');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lookups()).toEqual([]);
    expect(field()?.getAttribute('data-state')).toBe('idle');
  });
});

describe('BillingForm with PostcodeField', () => {
  it('fills the city of a Hungarian postcode and offers the towns of a shared one', async () => {
    server.use(...createPickupServer().handlers);
    const user = userEvent.setup();
    renderShop(
      <CheckoutFormProvider>
        <BillingForm />
      </CheckoutFormProvider>,
      { locale: 'en' },
    );
    const billing = await screen.findByRole('region', { name: 'Billing details' });
    const city = within(billing).getByRole('textbox', { name: /^City/ }) as HTMLInputElement;
    await user.type(within(billing).getByRole('textbox', { name: /^Postal code/ }), '8230');
    await waitFor(() => expect(city.value).toBe('Balatonfüred'));
    const postcode = within(billing).getByRole('textbox', { name: /^Postal code/ });
    await user.clear(postcode);
    await user.type(postcode, '8660');
    await user.click(await within(billing).findByRole('radio', { name: 'Torvaj' }));
    expect(city.value).toBe('Torvaj');
  });
});
