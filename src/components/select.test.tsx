import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShopProvider } from '../hooks/index.js';
import { accessibleDescription, expectNoAxeViolations } from '../testing/axe.js';
import { recordingForm } from '../testing/form.js';
import { renderShop } from '../testing/shop.js';
import { Select, type SelectOption } from './select.js';

const SORT: SelectOption[] = [
  { value: 'default', label: 'Recommended' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name (A–Z)', disabled: true },
];

// The tests run in order: the first two see the native control before the enhanced one has
// loaded (module state, as on a page), the others after.
describe('Select', () => {
  it('server-renders a labelled native select with the chosen value, without the enhanced listbox', () => {
    const html = renderToString(
      <ShopProvider locale="en">
        <Select label="Sort by" name="sort" options={SORT} defaultValue="price_asc" />
      </ShopProvider>,
    );
    expect(html).toContain('<select');
    expect(html).toMatch(/<option value="price_asc" selected="">Price: low to high<\/option>/);
    expect(html).not.toContain('data-slot="select-trigger"');
  });

  it('works natively until the enhanced listbox has loaded, then hands the keyboard focus over with the value', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    renderShop(<Select label="Sort by" options={SORT} onValueChange={(value) => changes.push(value)} defaultValue="default" />);
    const native = screen.getByRole('combobox', { name: 'Sort by' });
    expect(native.tagName).toBe('SELECT');
    await user.selectOptions(native, 'price_desc');
    expect(changes).toEqual(['price_desc']);
    native.focus();
    await waitFor(() => expect(document.querySelector('[data-slot="select-trigger"]')).not.toBeNull());
    const trigger = screen.getByRole('combobox', { name: 'Sort by' });
    expect(trigger.tagName).toBe('BUTTON');
    expect(document.activeElement).toBe(trigger);
    expect(trigger.textContent).toBe('Price: high to low');
  });

  it('opens from the keyboard and chooses an option, reporting the value', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    const { container } = renderShop(<Select label="Sort by" options={SORT} defaultValue="default" onValueChange={(value) => changes.push(value)} />);
    const trigger = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(trigger.tagName).toBe('BUTTON');
    await expectNoAxeViolations(container);
    trigger.focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(screen.getByRole('option', { name: 'Name (A–Z)' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('option', { name: 'Price: low to high' }));
    expect(changes).toEqual(['price_asc']);
    await waitFor(() => expect(listbox.isConnected).toBe(false));
    expect(trigger.textContent).toBe('Price: low to high');
  });

  it('shows the placeholder until a value is chosen and reads the field error with the control', async () => {
    renderShop(
      <Select label="Country" required placeholder="Choose a country" options={[{ value: 'HU', label: 'Hungary' }]} error="This field is required." />,
    );
    const trigger = await screen.findByRole('combobox', { name: 'Country' });
    expect(trigger.textContent).toBe('Choose a country');
    expect(trigger.hasAttribute('data-placeholder')).toBe(true);
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(accessibleDescription(trigger)).toBe('This field is required.');
  });

  it('submits its value under its name inside a form', async () => {
    const form = recordingForm();
    renderShop(
      <form.Form>
        <Select label="Sort by" name="sort" options={SORT} defaultValue="price_desc" />
        <button type="submit">Apply</button>
      </form.Form>,
    );
    await screen.findByRole('combobox', { name: 'Sort by' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Apply' }));
    expect(form.sent).toEqual(['sort=price_desc']);
  });
});
