import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../support/i18n.js';
import { mockShop } from '../support/mock-shop.js';
import { BotChallengeExample } from './use-bot-challenge.example.js';
import { readField } from './readout.js';

/** `useBotChallenge()` with the local provider: tokens from `POST /api/bot-challenge` of the mock shop. */
const meta = {
  title: 'Hooks/useBotChallenge',
  component: BotChallengeExample,
  tags: ['!autodocs'],
} satisfies Meta<typeof BotChallengeExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeepsToken: Story = {
  name: 'Keeps a token ready, a fresh one after reset',
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(readField(canvasElement, 'token !== null')).toBe('true'));
    await expect(readField(canvasElement, 'state')).toBe("'ready'");
    const issued = mockShop.state.botTokens.size;
    await expect(issued).toBeGreaterThan(0);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('common.retry') }));
    await waitFor(() => expect(mockShop.state.botTokens.size).toBe(issued + 1));
    await waitFor(() => expect(readField(canvasElement, 'token !== null')).toBe('true'));
  },
};
