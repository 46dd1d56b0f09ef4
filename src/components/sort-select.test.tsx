import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SortOption } from '../domain/constants.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop } from '../testing/shop.js';
import { preloadSelect } from './select.js';
import { SortSelect } from './sort-select.js';

beforeAll(() => preloadSelect());

describe('SortSelect', () => {
  it('offers the spec’s five orders in the shop’s language (requirements §9)', async () => {
    const user = userEvent.setup();
    const { container } = renderShop(<SortSelect />, { locale: 'hu' });
    const trigger = await screen.findByRole('combobox', { name: 'Rendezés' });
    expect(trigger.textContent).toBe('Ajánlott');
    await expectNoAxeViolations(container);
    trigger.focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ajánlott', 'Ár szerint növekvő', 'Ár szerint csökkenő', 'Név szerint (A–Z)', 'Legnépszerűbb']);
  });

  it('reports the chosen order by its contract value, chosen from the keyboard', async () => {
    const user = userEvent.setup();
    const chosen: SortOption[] = [];
    renderShop(<SortSelect defaultValue="default" onValueChange={(value) => chosen.push(value)} />, { locale: 'en' });
    const trigger = await screen.findByRole('combobox', { name: 'Sort by' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(chosen).toEqual(['price_desc']));
    expect(trigger.textContent).toBe('Price: high to low');
  });

  it('is controlled by value, offers only the orders it is given, and can hide its label', async () => {
    renderShop(<SortSelect value="name" options={['default', 'name']} hideLabel labels={{ 'products.sort.name': 'ABC' }} />, { locale: 'en' });
    const trigger = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(trigger.textContent).toBe('ABC');
    expect(document.querySelector('[data-slot="field-label"]')?.className).toContain('sr-only');
  });
});
