import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { shopProduct } from '../support/mock-shop.js';
import { FailuresExample, LoadedExample } from './data-queries.example.js';
import { readField } from './readout.js';

/** The data hooks' one shape, on the mock shop. */
const meta = {
  title: 'Hooks/Data queries',
  component: LoadedExample,
  tags: ['!autodocs'],
  args: { productId: 9 },
} satisfies Meta<typeof LoadedExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The readout of the query made by `call`. */
const readout = (canvasElement: HTMLElement, call: string) => {
  const heading = [...canvasElement.querySelectorAll('h3')].find((candidate) => candidate.textContent === call);
  return heading?.parentElement as HTMLElement;
};

export const Loaded: Story = {
  name: 'Loaded, and nothing to load',
  play: async ({ canvasElement, globals }) => {
    const product = readout(canvasElement, 'useProduct(9)');
    await waitFor(() => expect(readField(product, 'data?.title')).toBe(`'${shopProduct(globals, (candidate) => candidate.id === 9).title}'`));
    await expect(readField(product, 'isLoading')).toBe('false');
    const cities = readout(canvasElement, 'useCities(null)');
    await expect(readField(cities, 'isLoading')).toBe('false');
    await expect(readField(cities, 'data')).toBe('undefined');
  },
};

/** Failures are state: `error` holds the `ApiError`, `data` stays `undefined`, nothing throws while rendering. */
export const Failures: Story = {
  name: 'Errors: not found, not logged in',
  render: () => <FailuresExample missingId={99999} />,
  play: async ({ canvasElement }) => {
    const missing = readout(canvasElement, 'useProduct(99999)');
    await waitFor(() => expect(readField(missing, 'error?.status')).toBe('404'));
    await expect(readField(missing, 'data')).toBe('undefined');
    const account = readout(canvasElement, 'useAccount()');
    await waitFor(() => expect(readField(account, 'error?.status')).toBe('401'));
    await expect(readField(account, 'isLoading')).toBe('false');
  },
};
