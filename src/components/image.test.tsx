import { describe, expect, it } from 'vitest';
import { renderShop } from '../testing/shop.js';
import { apiImageLoader, Image, imageMetadata } from './image.js';

const sofa = { src: '/api/media/sofa-7a5c3e-0.webp', alt: 'Oslo sofa', width: 1536, height: 1152 };

function img(container: HTMLElement) {
  return container.querySelector('img')!;
}

/** The API on the page's own origin, so addresses stay as the API wrote them. */
const SAME_ORIGIN = { apiOrigin: '' };

describe('imageMetadata', () => {
  it('gives the size and ratio the API reported', () => {
    expect(imageMetadata({ width: 1200, height: 900 })).toEqual({ width: 1200, height: 900, ratio: 1200 / 900 });
  });

  it('falls back to width 0, height 0 and ratio 0 when the metadata read failed (requirements §8)', () => {
    for (const broken of [
      null,
      undefined,
      {},
      { width: 0, height: 900 },
      { width: 1200, height: 0 },
      { width: Number.NaN, height: 1 },
      { width: 10, height: null },
    ]) {
      expect(imageMetadata(broken)).toEqual({ width: 0, height: 0, ratio: 0 });
    }
  });
});

describe('Image', () => {
  it('offers a fluid image at every image breakpoint as webp renditions, with sizes (requirements §9)', () => {
    const { container } = renderShop(<Image image={sofa} sizes="(min-width: 960px) 33vw, 100vw" />, SAME_ORIGIN);
    expect(img(container).getAttribute('srcset')).toBe(
      [320, 640, 768, 1024, 1280, 1536].map((w) => `/api/media/sofa-7a5c3e-0.webp?w=${w}&dpr=1&q=80 ${w}w`).join(', '),
    );
    expect(img(container).getAttribute('sizes')).toBe('(min-width: 960px) 33vw, 100vw');
  });

  it('offers a fixed-width image at 1× and 2× of the smallest breakpoint at least that wide', () => {
    const { container } = renderShop(<Image image={sofa} width={300} />, SAME_ORIGIN);
    expect(img(container).getAttribute('srcset')).toBe('/api/media/sofa-7a5c3e-0.webp?w=320&dpr=1&q=80 1x, /api/media/sofa-7a5c3e-0.webp?w=320&dpr=2&q=80 2x');
    expect(img(container).getAttribute('sizes')).toBeNull();
    expect([img(container).getAttribute('width'), img(container).getAttribute('height')]).toEqual(['300', '225']);
  });

  it('carries the intrinsic width and height so the browser reserves its space before it loads', () => {
    const { container } = renderShop(<Image image={sofa} />);
    expect([img(container).getAttribute('width'), img(container).getAttribute('height')]).toEqual(['1536', '1152']);
    expect(img(container).getAttribute('data-ratio')).toBe('1.3333');
    expect(img(container).getAttribute('alt')).toBe('Oslo sofa');
  });

  it('still renders, without a size, when the metadata read failed (requirements §8)', () => {
    const { container } = renderShop(<Image image={{ src: '/api/media/broken.webp', alt: 'Broken', width: 0, height: 0 }} width={200} />, SAME_ORIGIN);
    expect(img(container).getAttribute('src')).toBe('/api/media/broken.webp?w=320&dpr=1&q=80');
    expect(img(container).hasAttribute('width')).toBe(true);
    expect(img(container).hasAttribute('height')).toBe(false);
    expect(img(container).getAttribute('data-ratio')).toBe('0');
  });

  it('asks the API origin, not the page, for the renditions when the API is on another origin', () => {
    const { container } = renderShop(<Image image={sofa} width={300} />, { apiOrigin: 'https://api.shop.example.hu' });
    expect(img(container).getAttribute('src')).toBe('https://api.shop.example.hu/api/media/sofa-7a5c3e-0.webp?w=320&dpr=1&q=80');
    expect(img(container).getAttribute('srcset')).toBe(
      'https://api.shop.example.hu/api/media/sofa-7a5c3e-0.webp?w=320&dpr=1&q=80 1x, https://api.shop.example.hu/api/media/sofa-7a5c3e-0.webp?w=320&dpr=2&q=80 2x',
    );
  });

  it('hands a custom loader the address on the API origin and leaves absolute addresses alone', () => {
    const seen: string[] = [];
    const loader = (src: string) => {
      seen.push(src);
      return src;
    };
    renderShop(<Image image={sofa} width={300} loader={loader} />, { apiOrigin: 'https://api.shop.example.hu' });
    renderShop(<Image image={{ ...sofa, src: 'https://cdn.example.hu/a.webp' }} width={300} loader={loader} />, { apiOrigin: 'https://api.shop.example.hu' });
    expect(new Set(seen)).toEqual(new Set(['https://api.shop.example.hu/api/media/sofa-7a5c3e-0.webp', 'https://cdn.example.hu/a.webp']));
  });

  it('is lazy by default and eager with high priority for the largest paint', () => {
    const { container, rerender } = renderShop(<Image image={sofa} />);
    expect(img(container).getAttribute('loading')).toBe('lazy');
    rerender(<Image image={sofa} loading="eager" fetchPriority="high" />);
    expect(img(container).getAttribute('loading')).toBe('eager');
    expect(img(container).getAttribute('fetchpriority')).toBe('high');
  });
});

describe('apiImageLoader', () => {
  it('adds the rendition to the query the address already has, relative or absolute', () => {
    expect(apiImageLoader('/mock-images/product/sofa.svg?colour=c9a06d', { width: 640, density: 2, quality: 80 })).toBe(
      '/mock-images/product/sofa.svg?colour=c9a06d&w=640&dpr=2&q=80',
    );
    expect(apiImageLoader('https://cdn.example.hu/a.webp#x', { width: 320, density: 1, quality: 70 })).toBe('https://cdn.example.hu/a.webp?w=320&dpr=1&q=70#x');
  });

  it("replaces the address's own rendition parameters, for every rendition asked of one address", () => {
    const src = '/api/media/oslo.webp?w=100&tone=warm&q=10';
    expect(apiImageLoader(src, { width: 320, density: 1, quality: 80 })).toBe('/api/media/oslo.webp?tone=warm&w=320&dpr=1&q=80');
    expect(apiImageLoader(src, { width: 1024, density: 2, quality: 75 })).toBe('/api/media/oslo.webp?tone=warm&w=1024&dpr=2&q=75');
  });
});
