import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BotChallengeProvider } from 'otthon';
import { BotChallenge } from 'otthon/components';
import { mockLoading } from 'otthon/msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withOverrides } from './support/mock-shop.js';
import { t } from './support/i18n.js';

const meta = {
  title: 'Content/BotChallenge',
  component: BotChallenge,
} satisfies Meta<typeof BotChallenge>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="bot-challenge"]')!;

/** A provider whose script fails to load the first time (a blocked or offline CDN), then works. */
function failingOnceProvider(): BotChallengeProvider {
  let attempts = 0;
  return {
    load: () => (++attempts === 1 ? Promise.reject(new Error('script blocked')) : Promise.resolve()),
    getToken: () => Promise.resolve('turnstile-token'),
  };
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The local provider: invisible, a token from the API, never a puzzle.
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-token', 'ready'));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'ready');
    await expect(canvasElement.querySelector('input[type="hidden"][name="bot_token"]')).toBeInTheDocument();
    await expect(within(canvasElement).getByText(t('botChallenge.ready'))).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Security check passed.')).toBeInTheDocument());
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { app: withOverrides('app', mockLoading('botChallenge')) } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(t('botChallenge.loading'))).toBeInTheDocument());
    await expect(root(canvasElement)).toHaveAttribute('data-token', 'none');
  },
};

export const ServerError: Story = {
  name: 'Load error',
  render: () => <BotChallenge provider={failingOnceProvider()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'error'));
    await expect(canvasElement.querySelector('[data-slot="bot-challenge-error"]')).toHaveAttribute('role', 'alert');
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-token', 'ready'));
  },
};

export const LongHungarian: Story = {
  render: () => (
    <div className="w-64">
      <BotChallenge />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-token', 'ready'));
    const box = root(canvasElement) as HTMLElement;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-3">
      {(['unloaded', 'loading', 'ready', 'error'] as const).map((state) => (
        <BotChallenge key={state} challenge={{ state, token: state === 'ready' ? 'token' : null, error: undefined, reset: () => undefined }} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = [...canvasElement.querySelectorAll('[data-slot="bot-challenge"]')].map((item) => item.getAttribute('data-state'));
    await expect(states).toEqual(['unloaded', 'loading', 'ready', 'error']);
  },
};
