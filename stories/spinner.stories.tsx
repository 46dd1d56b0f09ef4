import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Spinner } from 'otthon/components';
import { expect, within } from 'storybook/test';
import { t } from './support/i18n.js';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

// The canvas also holds the preview's announcer (another status region): look up the spinner itself.
const spinner = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-slot="spinner"]');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(spinner(canvasElement)).toHaveAttribute('role', 'status');
    await expect(spinner(canvasElement)).toHaveTextContent(t('common.loading'));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(spinner(canvasElement)).toHaveTextContent(t('common.loading'));
  },
};

export const Loading: Story = {
  render: () => (
    <Button busy>
      <Spinner size="sm" decorative />
      {t('forms.submitting')}
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: t('forms.submitting') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // Decorative inside the busy button: the state is said once, by the button.
    await expect(spinner(canvasElement)).toHaveAttribute('aria-hidden', 'true');
    await expect(spinner(canvasElement)).not.toHaveAttribute('role');
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex items-center gap-6 text-primary">
      <Spinner size="sm" label="Kicsi" />
      <Spinner size="md" label="Közepes" />
      <Spinner size="lg" label="Nagy" />
      <span className="text-muted-foreground">
        <Spinner size="md" decorative />
      </span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="spinner"][role="status"]')).toHaveLength(3);
  },
};
