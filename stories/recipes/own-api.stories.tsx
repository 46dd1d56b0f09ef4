import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddToCartButton } from 'otthon/components';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shopProduct } from '../support/mock-shop.js';
import { CartCount, ShopShell } from './own-api.js';

/** A log of what the shell's `onResponse` saw, to show the calls going to the API it was given. */
function WithResponseLog({ productId, apiOrigin }: { productId: number; apiOrigin: string }) {
  const [calls, setCalls] = useState<string[]>([]);
  const onResponse = (response: Response) => {
    const url = new URL(response.url);
    setCalls((seen) => [...seen, `${response.status} ${url.pathname}`]);
  };
  return (
    <ShopShell apiOrigin={apiOrigin} onResponse={onResponse}>
      <div className="flex items-center gap-4">
        <AddToCartButton product={{ id: productId, title: 'Tölgy dohányzóasztal', quantity: 5 }} />
        <CartCount />
      </div>
      <ol data-testid="responses" className="mt-4 font-mono text-sm text-muted-foreground">
        {calls.map((call, index) => (
          <li key={index}>{call}</li>
        ))}
      </ol>
    </ShopShell>
  );
}

/** The recipe's shell around an add-to-cart button, answered by the mock shop on this page's origin. */
const meta = {
  title: 'Recipes/Wiring your own API',
  component: WithResponseLog,
  tags: ['!autodocs'],
  render: (args, { globals }) => <WithResponseLog {...args} productId={shopProduct(globals, (product) => product.id === 17).id} />,
  args: { productId: 17, apiOrigin: '' },
} satisfies Meta<typeof WithResponseLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnApi: Story = {
  name: 'Your API behind ShopProvider',
  play: async ({ canvasElement }) => {
    const responses = within(canvasElement).getByTestId('responses');
    await waitFor(() => expect(responses).toHaveTextContent('200 /api/cart'));
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('[data-slot="add-to-cart-button"]')!);
    await waitFor(() => expect(within(canvasElement).getByTestId('cart-count')).toHaveTextContent('1'));
  },
};
