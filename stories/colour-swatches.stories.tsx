import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildPath, productSlugSegments } from 'otthon';
import { ColourSwatches } from 'otthon/components';
import { expect, userEvent, within } from 'storybook/test';
import { storyLocale, t } from './support/i18n.js';
import { shopProducts, type StoryGlobals } from './support/mock-shop.js';

/** The mock shop's Siena velvet sofa in its three colours (the third out of stock), in the story's language. */
const sienaColours = (globals: StoryGlobals) => shopProducts(globals).filter((product) => [4, 25, 26].includes(product.id));
const colourName = (id: number) => sienaColours({ locale: storyLocale() }).find((product) => product.id === id)!.colour!.name;

const meta = {
  title: 'Product/ColourSwatches',
  component: ColourSwatches,
  render: (args, { globals }) => <ColourSwatches {...args} swatches={sienaColours(globals)} />,
  args: { swatches: [], currentId: 4 },
  argTypes: { swatches: { control: false }, variant: { control: 'inline-radio', options: ['default', 'compact'] } },
} satisfies Meta<typeof ColourSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: t('product.colours.label') });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAccessibleName(t('product.colours.swatch', { colour: colourName(4) }));
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(links[0]).toHaveAttribute('data-state', 'current');
    // Each swatch opens its colour's own product page.
    const navy = sienaColours({ locale: storyLocale() }).find((product) => product.id === 25)!;
    await expect(links[1]).toHaveAttribute('href', buildPath('products-product_slug', storyLocale(), { product_slug: productSlugSegments(navy) }));
    await expect(links[2]).toHaveAccessibleName(t('product.colours.swatchOutOfStock', { colour: colourName(26) }));
    await expect(links[2]).toHaveAttribute('data-stock', 'out-of-stock');
  },
};

export const Keyboard: Story = {
  args: { currentId: 25 },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    await expect(links[1]).toHaveAttribute('aria-current', 'page');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: t('product.colours.label') });
    await expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(sienaColours({ locale: 'en' }).map((product) => buildPath('products-product_slug', 'en', { product_slug: productSlugSegments(product) })));
  },
};

/** The dots of a product card: a pointer shortcut out of the Tab order; the colour count is said instead. */
export const OnACard: Story = {
  args: { variant: 'compact', currentId: 25 },
  render: (args, { globals }) => (
    <div className="w-72 rounded-otthon border border-border p-4">
      <ColourSwatches {...args} swatches={sienaColours(globals)} />
      <a href="#after">{t('product.colours.label')}</a>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('product.colours.available', { count: 3 }))).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t('product.colours.label') })).toHaveFocus();
  },
};

/** A model with more colours than the card was given: its dots and "+3" for the rest. */
export const OnACardWithMore: Story = {
  args: { variant: 'compact', currentId: 4, total: 6 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="colour-swatches-more"]')).toHaveTextContent(t('product.colours.more', { count: 3 }));
    await expect(within(canvasElement).getByText(t('product.colours.available', { count: 6 }))).toBeInTheDocument();
  },
};

export const AllVariants: Story = {
  render: (_args, { globals }) => (
    <div className="flex flex-col gap-4">
      <ColourSwatches swatches={sienaColours(globals)} currentId={4} />
      <ColourSwatches swatches={sienaColours(globals)} currentId={26} />
      <ColourSwatches variant="compact" swatches={sienaColours(globals)} currentId={25} total={5} />
      <ColourSwatches swatches={sienaColours(globals).slice(0, 1)} currentId={4} data-testid="single" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = [...canvasElement.querySelectorAll('[data-slot="colour-swatch"]')].map((swatch) => swatch.getAttribute('data-state'));
    await expect(states).toEqual(['current', 'other', 'other', 'other', 'other', 'current', 'other', 'current', 'other']);
    // A product sold in one colour shows no swatches.
    await expect(canvasElement.querySelector('[data-testid="single"]')).toBeNull();
  },
};
