import type { Meta, StoryObj } from '@storybook/react-vite';
import { LegalGuaranteeNotice } from 'otthon/components';
import { expect, within } from 'storybook/test';
import { storyLocale, t } from './support/i18n.js';

const meta = {
  title: 'Product/LegalGuaranteeNotice',
  component: LegalGuaranteeNotice,
  args: { moreHref: '/garancia' },
} satisfies Meta<typeof LegalGuaranteeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('complementary', { name: t('legalGuarantee.title') })).toBeInTheDocument();
    await expect(canvas.getByText(t('legalGuarantee.text'))).toBeInTheDocument();
    await expect(canvas.getByText(t('legalGuarantee.commercial'))).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('legalGuarantee.more') })).toHaveAttribute('href', '/garancia');
    // The Commission's page of guarantee rights, where the notice's QR code leads, in the shopper's language.
    await expect(canvas.getByRole('link', { name: t('legalGuarantee.euLink') })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^https://europa\\.eu/youreurope/.*_${storyLocale()}\\.htm$`)),
    );
  },
};

export const Compact: Story = {
  args: { variant: 'compact' },
  render: (args) => (
    <div className="max-w-sm">
      <LegalGuaranteeNotice {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="legal-guarantee-notice"]')).toHaveAttribute('data-variant', 'compact');
    await expect(within(canvasElement).getByText(t('legalGuarantee.short'))).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { moreHref: '/en/warranty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The notice's own English words.
    await expect(canvas.getByText('Minimum two-year legal guarantee protection for goods sold in the European Union')).toBeInTheDocument();
    await expect(canvas.getByText(/Sellers are liable for any lack of conformity which existed when the goods were delivered/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Your Europe/ })).toHaveAttribute('href', expect.stringMatching(/_en\.htm$/));
  },
};
