import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../msw/fixtures/index.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { renderShop } from '../testing/shop.js';
import { ColourSwatches } from './colour-swatches.js';

// Three products of the mock shop standing in for a model's colours; 26 is out of stock.
const sofa = (locale: 'hu' | 'en') => ({ variants: [4, 25, 26].map((id) => fixtures.product({ id, quantity: id === 26 ? 0 : 5 }, { locale })) });

describe('ColourSwatches', () => {
  it('lists each colour as a link to its own product, names it by its colour, marks the shown one current and one out of stock', async () => {
    const { variants } = sofa('en');
    const { container } = renderShop(<ColourSwatches swatches={variants} currentId={25} />, { locale: 'en' });
    const list = screen.getByRole('list', { name: 'Colours' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      variants.map((v) => `/en/products/${v.link.category_slugs.join('/')}/${v.link.slug}-${v.id}`),
    );
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(
      variants.map((v) => (v.id === 26 ? `${v.colour!.name}, out of stock` : v.colour!.name)),
    );
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
    expect(links.map((link) => [link.dataset.state, link.dataset.stock])).toEqual([
      ['other', 'in-stock'],
      ['current', 'in-stock'],
      ['other', 'out-of-stock'],
    ]);
    await expectNoAxeViolations(container);
  });

  it('is reached by Tab, one swatch after the other', async () => {
    renderShop(<ColourSwatches swatches={sofa('hu').variants} currentId={4} />, { locale: 'hu' });
    const user = userEvent.setup();
    const links = screen.getAllByRole('link');
    for (const link of links) {
      await user.tab();
      expect(document.activeElement).toBe(link);
    }
  });

  it('on a card: dots out of the Tab order and hidden, the colour count said instead, "+N" for the colours not shown', async () => {
    const { variants } = sofa('hu');
    const { container } = renderShop(<ColourSwatches variant="compact" swatches={variants.slice(0, 2)} total={3} currentId={4} />, { locale: 'hu' });
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(container.querySelectorAll('[data-slot="colour-swatch"][tabindex="-1"]')).toHaveLength(2);
    expect(screen.getByText('3 színben kapható')).toBeTruthy();
    expect(container.querySelector('[data-slot="colour-swatches-more"]')?.textContent).toBe('+1');
    await expectNoAxeViolations(container);
  });

  it('renders nothing for a product sold in one colour', () => {
    const { container } = renderShop(<ColourSwatches swatches={[]} currentId={1} />);
    expect(container.querySelector('[data-slot="colour-swatches"]')).toBeNull();
  });
});
