import type { Meta, StoryObj } from '@storybook/react-vite';
import { useBlogPost, usePage } from 'otthon';
import { RichText, Spinner } from 'otthon/components';
import { defaultCatalogue, longHungarian, mockError, mockLoading } from 'otthon/msw';
import { expect, waitFor, within } from 'storybook/test';
import { withOverrides } from './support/mock-shop.js';
import { storyLocale } from './support/i18n.js';

const localeOf = (globals: { locale?: unknown }) => (globals.locale === 'en' ? 'en' : 'hu');

/** The mock shop's FAQ page (its slug and title differ by language). */
const faq = defaultCatalogue.pages.find((page) => page.key === 'faq')!;
/** The mock shop's first blog post. */
const sofaTips = defaultCatalogue.blogPosts[0]!;

/** A CMS page's HTML from the mock API, as the catch-all page route shows it. */
function CmsPage({ slug }: { slug: string }) {
  const { data, error } = usePage(slug);
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <Spinner />;
  return <RichText html={data.content_html} />;
}

function BlogArticle({ slug }: { slug: string }) {
  const { data } = useBlogPost(slug);
  return data ? <RichText html={data.content_html} size="lg" /> : <Spinner />;
}

const meta = {
  title: 'Content/RichText',
  component: RichText,
  args: { html: '' },
  // The page as the shop shows it in the toolbar's language (each language has its own address).
  render: (_args, { globals }) => <CmsPage slug={faq.slug[localeOf(globals)]} />,
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-slot="rich-text"]')).toHaveAttribute('data-state', 'ready'));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: faq.title[storyLocale()] })).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => <CmsPage slug="faq" />,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
  },
};

export const BlogPost: Story = {
  render: (_args, { globals }) => <BlogArticle slug={sofaTips.slug[localeOf(globals)]} />,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-slot="rich-text"] p').length).toBeGreaterThan(1);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { content: withOverrides('content', mockLoading('page')) } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { content: withOverrides('content', mockError('page', 404)) } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('p[role="alert"]')).toBeInTheDocument());
    await expect(canvasElement.querySelector('[data-slot="rich-text"]')).toBeNull();
  },
};

export const Empty: Story = {
  render: () => <RichText html="" />,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="rich-text"]')).toBeEmptyDOMElement();
  },
};

const XSS = [
  '<h2>Biztonságos tartalom</h2>',
  '<p>A <strong>szöveg</strong> és a <a href="/hu/kapcsolat">hivatkozás</a> megmarad.</p>',
  '<img src="x" onerror="window.__otthonXss = 1" alt="">',
  '<a href="javascript:window.__otthonXss = 2">javascript: link</a>',
  '<svg><script>window.__otthonXss = 3</script><animate onbegin="window.__otthonXss = 4" /></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__otthonXss = 5">',
  '<iframe srcdoc="<script>parent.__otthonXss = 6</script>"></iframe>',
  '<script>window.__otthonXss = 7</script>',
].join('');

export const HostileHtml: Story = {
  render: () => <RichText html={XSS} />,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const root = canvasElement.querySelector('[data-slot="rich-text"]')!;
    await expect(root.querySelector('script, svg, math, iframe, style, [onerror], [onbegin]')).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'hivatkozás' })).toHaveAttribute('href', '/hu/kapcsolat');
    await expect([...root.querySelectorAll('a')].some((link) => link.getAttribute('href')?.startsWith('javascript:'))).toBe(false);
    // Give anything that would run a moment to do so; nothing may have.
    await new Promise((done) => setTimeout(done, 300));
    await expect((window as { __otthonXss?: number }).__otthonXss).toBeUndefined();
  },
};

export const LongHungarian: Story = {
  render: () => (
    <div className="w-72">
      <RichText
        html={`<h2>${longHungarian.blogTitle}</h2><p>${longHungarian.longestWord} ${longHungarian.comment}</p><ul><li>${longHungarian.address}</li></ul>`}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="rich-text"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-8 md:grid-cols-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <RichText
          key={size}
          size={size}
          html={`<h2>Méret: ${size}</h2><p>Bekezdés <a href="#a">hivatkozással</a>.</p><ul><li>Első</li><li>Második</li></ul><blockquote>Idézet</blockquote><table><tr><th>Méret</th><td>200 × 90 cm</td></tr></table>`}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="rich-text"][data-state="ready"]')).toHaveLength(3));
  },
};
