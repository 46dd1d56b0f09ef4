import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop } from '../testing/shop.js';
import { Announcer } from './announcer.js';
import { FilterSheet } from './filter-sheet.js';

/** A listing's phone filters: a checkbox stands in for the panel and changes the count. */
function Listing({ initial = 12 }: { initial?: number | undefined }) {
  const [count, setCount] = useState<number | undefined>(initial);
  return (
    <>
      <Announcer />
      <FilterSheet count={count} results={() => document.querySelector<HTMLElement>('[data-testid="results"]')}>
        <label>
          <input type="checkbox" onChange={(event) => setCount(event.target.checked ? 3 : 12)} /> In stock only
        </label>
        <button type="button" onClick={() => setCount(undefined)}>
          Reload
        </button>
      </FilterSheet>
      <p tabIndex={-1} data-testid="results">
        {count} products
      </p>
    </>
  );
}

const politeMessages = () =>
  [...document.querySelectorAll('[data-slot="filter-sheet"] [data-politeness="polite"] [data-slot="announcement"]')].map((node) => node.textContent);

describe('FilterSheet', () => {
  it('opens the filters as a bottom sheet named "Filters" from its button, loading the dialog on demand', async () => {
    const user = userEvent.setup();
    renderShop(<Listing />, { locale: 'en' });
    const trigger = screen.getByRole('button', { name: 'Show filters' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('data-state')).toBe('closed');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.getAttribute('data-slot')).toBe('filter-sheet');
    expect(within(dialog).getByRole('button', { name: 'Show 12 products' })).toBeDefined();
    await expectNoAxeViolations(dialog);
  });

  it('keeps the show button’s count on the current answer, and on the last one while the next loads', async () => {
    const user = userEvent.setup();
    renderShop(<Listing />, { locale: 'hu' });
    await user.click(screen.getByRole('button', { name: 'Szűrők megjelenítése' }));
    const dialog = await screen.findByRole('dialog', { name: 'Szűrők' });
    await user.click(within(dialog).getByRole('checkbox'));
    expect(within(dialog).getByRole('button', { name: '3 termék megjelenítése' })).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(within(dialog).getByRole('button', { name: '3 termék megjelenítése' })).toBeDefined();
  });

  it('announces the count politely once it stops changing, not at each change, and not the count it opened with', async () => {
    const user = userEvent.setup();
    renderShop(<Listing />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Show filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    const box = within(dialog).getByRole('checkbox');
    await user.click(box);
    await user.click(box);
    await user.click(box);
    expect(politeMessages()).toEqual([]);
    await waitFor(() => expect(politeMessages()).toEqual(['3 products found']));
  });

  it('closes from the show button and moves focus to the results', async () => {
    const user = userEvent.setup();
    renderShop(<Listing />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Show filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByRole('button', { name: 'Show 12 products' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement?.getAttribute('data-testid')).toBe('results'));
  });

  it('returns focus to its button on Escape (WCAG 2.4.3)', async () => {
    const user = userEvent.setup();
    renderShop(<Listing />, { locale: 'en' });
    const trigger = screen.getByRole('button', { name: 'Show filters' });
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Filters' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
