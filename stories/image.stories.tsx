import type { Meta, StoryObj } from '@storybook/react-vite';
import { Image } from 'otthon/components';
import { expect, waitFor } from 'storybook/test';
import { shopProduct } from './support/mock-shop.js';

const meta = {
  title: 'Product/Image',
  component: Image,
  render: (args, { globals }) => (
    <div className="max-w-md">
      <Image {...args} image={shopProduct(globals).image!} />
    </div>
  ),
  args: { image: undefined as never, sizes: '(min-width: 600px) 448px, 100vw' },
  argTypes: { image: { control: false } },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

const img = (canvasElement: HTMLElement) => canvasElement.querySelector('img')!;
const loaded = (element: HTMLImageElement) => waitFor(() => expect(element.complete && element.naturalWidth > 0).toBe(true));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const element = img(canvasElement);
    // Every image breakpoint of the shop, each a `w=` rendition, and the intrinsic size (no layout shift).
    await expect(element.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '640w', '768w', '1024w', '1280w', '1536w']);
    await expect(element).toHaveAttribute('width', '1200');
    await expect(element).toHaveAttribute('height', '900');
    await loaded(element);
  },
};

export const FixedWidth: Story = {
  args: { width: 240 },
  play: async ({ canvasElement }) => {
    const element = img(canvasElement);
    await expect(element.srcset).toMatch(/w=320&dpr=1&q=80 1x, .*w=320&dpr=2&q=80 2x$/);
    await expect(element).toHaveAttribute('height', '180');
    await loaded(element);
  },
};

export const Priority: Story = {
  args: { loading: 'eager', fetchPriority: 'high' },
  play: async ({ canvasElement }) => {
    await expect(img(canvasElement)).toHaveAttribute('fetchpriority', 'high');
    await expect(img(canvasElement)).toHaveAttribute('loading', 'eager');
    await loaded(img(canvasElement));
  },
};

export const BrokenMetadata: Story = {
  render: (args, { globals }) => (
    <div className="w-64">
      <Image {...args} width={256} image={{ ...shopProduct(globals).image!, width: 0, height: 0 }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // A failed metadata read falls back to 0×0 and ratio 0; the image still shows.
    await expect(img(canvasElement)).toHaveAttribute('data-ratio', '0');
    await expect(img(canvasElement)).not.toHaveAttribute('height');
    await loaded(img(canvasElement));
  },
};

export const AllVariants: Story = {
  render: (args, { globals }) => {
    const image = shopProduct(globals).image!;
    return (
      <div className="grid grid-cols-3 gap-4">
        {(['natural', 'cover', 'contain'] as const).map((fit) => (
          <figure key={fit} className="flex flex-col gap-2">
            <div className={fit === 'natural' ? '' : 'aspect-square bg-muted'}>
              <Image {...args} image={image} fit={fit} sizes="300px" />
            </div>
            <figcaption className="text-sm text-muted-foreground">{fit}</figcaption>
          </figure>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images).toHaveLength(3);
    for (const element of images) await loaded(element);
  },
};
