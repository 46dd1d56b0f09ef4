import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_DEFAULTS, IMAGE_KINDS, IMAGE_VARIANTS, imageSize, productModel, renderImage, renderSvg } from '../../seed/images.js';
import { seedData } from '../../seed/index.js';

const isWebp = (bytes: Buffer) => bytes.subarray(0, 4).toString('ascii') === 'RIFF' && bytes.subarray(8, 12).toString('ascii') === 'WEBP';

describe('seed images', () => {
  it('renders a product illustration to WebP at the requested width with a 4:3 ratio (requirements §9)', async () => {
    const bytes = await renderImage({ kind: 'sofa', colour: '#8e9196', variant: 0, width: IMAGE_DEFAULTS.breakpoints.sm });
    expect(isWebp(bytes)).toBe(true);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([640, 480]);
  });

  it('doubles the pixels at density 2 and keeps every breakpoint of requirements §9 within the limits', async () => {
    const bytes = await renderImage({ kind: 'vase', colour: '#c4663e', variant: 1, width: 320, density: 2 });
    expect((await sharp(bytes).metadata()).width).toBe(640);
    for (const width of Object.values(IMAGE_DEFAULTS.breakpoints)) {
      for (const density of IMAGE_DEFAULTS.densities) {
        expect(imageSize({ width, density })).toEqual({ width: width * density, height: Math.round((width * density * 3) / 4) });
      }
    }
  });

  it('honours the quality setting: a lower quality gives a smaller file', async () => {
    const request = { kind: 'rug', colour: '#2d3f5e', variant: 2, width: 640 } as const;
    const high = await renderImage({ ...request, quality: 95 });
    const low = await renderImage({ ...request, quality: 30 });
    expect(low.length).toBeLessThan(high.length);
  });

  it('renders the same bytes for the same request, and a different picture for another view', async () => {
    const request = { kind: 'armchair', colour: '#1f6b57', variant: 0, width: 320 } as const;
    const first = await renderImage(request);
    expect((await renderImage(request)).equals(first)).toBe(true);
    expect((await renderImage({ ...request, variant: 3 })).equals(first)).toBe(false);
  });

  it('draws every kind in every view as an SVG sharp can rasterise', async () => {
    for (const kind of IMAGE_KINDS) {
      for (const variant of IMAGE_VARIANTS) {
        const svg = renderSvg({ kind, colour: '#b8944a', variant, width: 64 });
        expect(svg.startsWith('<svg')).toBe(true);
        const { info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
        expect([info.width, info.height], `${kind}/${variant}`).toEqual([64, 48]);
      }
    }
  });

  it('can render every image the seed refers to', () => {
    const refs = [
      ...seedData.categories.map((category) => category.image),
      ...seedData.blog_posts.map((post) => post.cover),
      ...seedData.products.flatMap((product) => product.images.map((image) => ({ ...product.image, variant: image.variant }))),
    ];
    for (const ref of refs) expect(() => renderSvg({ ...ref, width: 320 })).not.toThrow();
  });

  it('refuses unknown kinds, bad colours, variants, densities, widths and qualities with a message naming the fix', async () => {
    const base = { kind: 'sofa', colour: '#8e9196', variant: 0, width: 640 } as const;
    await expect(renderImage({ ...base, kind: 'spaceship' as never })).rejects.toThrow(/unknown kind/);
    await expect(renderImage({ ...base, colour: 'red' })).rejects.toThrow(/colour must look like/);
    await expect(renderImage({ ...base, variant: 9 })).rejects.toThrow(/variant must be/);
    await expect(renderImage({ ...base, density: 3 })).rejects.toThrow(/density must be 1 or 2/);
    await expect(renderImage({ ...base, width: 5000 })).rejects.toThrow(/width × density/);
    await expect(renderImage({ ...base, quality: 0 })).rejects.toThrow(/quality must be/);
  });

  it('prints how long a 640 px WebP takes to render (a figure, not an assertion)', async () => {
    const samples: number[] = [];
    for (const kind of ['sofa', 'dining-table', 'living-room', 'pendant-lamp'] as const) {
      for (const variant of IMAGE_VARIANTS) {
        const started = performance.now();
        const bytes = await renderImage({ kind, colour: '#8e9196', variant, width: 640 });
        samples.push(performance.now() - started);
        expect(isWebp(bytes)).toBe(true);
      }
    }
    samples.sort((a, b) => a - b);
    const median = samples[Math.floor(samples.length / 2)] ?? 0;
    console.info(`640 px WebP render: median ${median.toFixed(1)} ms, max ${(samples.at(-1) ?? 0).toFixed(1)} ms over ${samples.length} images`);
  });
});

describe("a product's own pictures", () => {
  const materialKey = new Map(seedData.materials.map((material) => [material.id, material.key]));
  const modelOf = (product: (typeof seedData.products)[number]) => productModel(product, materialKey.get(product.material_id)!);
  const request = (product: (typeof seedData.products)[number], variant: number) => ({
    kind: product.image.kind,
    colour: product.image.colour,
    variant,
    width: 320,
    model: modelOf(product),
  });

  it('draws two products of the same kind and colour differently, in every view', async () => {
    const sofas = seedData.products.filter((product) => product.image.kind === 'sofa');
    const byColour = new Map<string, typeof sofas>();
    for (const sofa of sofas) byColour.set(sofa.image.colour, [...(byColour.get(sofa.image.colour) ?? []), sofa]);
    const pair = [...byColour.values()].find((group) => group.length >= 2 && modelOf(group[0]!).seed !== modelOf(group[1]!).seed)!;
    expect(pair).toBeDefined();
    const [first, second] = pair as [(typeof sofas)[number], (typeof sofas)[number]];
    for (const variant of [0, 1, 3]) {
      const [a, b] = await Promise.all([renderImage(request(first, variant)), renderImage(request(second, variant))]);
      expect(a.equals(b), `view ${variant}`).toBe(false);
    }
    // Without a model, both would get the one shared illustration of their kind and colour.
    const { model: _first, ...shared } = request(first, 0);
    const { model: _second, ...alsoShared } = request(second, 0);
    expect((await renderImage(shared)).equals(await renderImage(alsoShared))).toBe(true);
  });

  it('gives every colour of one model the same shape (the seed comes from series, kind, measures and material)', () => {
    const sofa = seedData.products.find((product) => product.image.kind === 'sofa')!;
    const otherColour = { ...sofa, image: { ...sofa.image, colour: '#123456' } };
    expect(productModel(otherColour, 'velvet')).toEqual(productModel(sofa, 'velvet'));
    expect(productModel({ ...sofa, series: `${sofa.series}x` }, 'velvet').seed).not.toBe(productModel(sofa, 'velvet').seed);
  });

  it("writes the product's real measures in centimetres on the dimension drawing", () => {
    for (const kind of ['sofa', 'wardrobe', 'dining-table', 'floor-lamp', 'rug', 'bed'] as const) {
      const product = seedData.products.find((candidate) => candidate.image.kind === kind)!;
      const { width, depth, height } = product.dimensions;
      const svg = renderSvg(request(product, 3));
      const labels = [...svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((match) => match[1]);
      const model = modelOf(product);
      expect(labels, kind).toEqual(expect.arrayContaining([`${model.round ? 'Ø ' : ''}${width} cm`, `${depth} cm`, `${height} cm`]));
    }
  });

  it('paints light and shadow: shaded gradients on every face and a soft floor shadow', () => {
    const product = seedData.products.find((candidate) => candidate.image.kind === 'armchair')!;
    const svg = renderSvg(request(product, 0));
    expect(svg.match(/<linearGradient/g)!.length).toBeGreaterThan(10);
    expect(svg).toMatch(/<ellipse [^>]*fill="url\(#shade\)"/);
    // No flat single-colour faces: every face polygon is filled with a gradient.
    const faces = [...svg.matchAll(/<polygon [^>]*fill="([^"]+)"/g)].map((match) => match[1]);
    expect(faces.filter((fill) => fill!.startsWith('url(')).length / faces.length).toBeGreaterThan(0.9);
  });

  it('is deterministic and renders every product view fast enough to serve on first request', async () => {
    const samples: number[] = [];
    for (const kind of ['sofa', 'chair', 'dining-table', 'floor-lamp', 'bed', 'wardrobe']) {
      const product = seedData.products.find((candidate) => candidate.image.kind === kind)!;
      for (const variant of [0, 1, 2, 3]) {
        const started = performance.now();
        const bytes = await renderImage({ ...request(product, variant), width: 640 });
        samples.push(performance.now() - started);
        expect(isWebp(bytes)).toBe(true);
      }
    }
    const product = seedData.products[0]!;
    expect((await renderImage(request(product, 0))).equals(await renderImage(request(product, 0)))).toBe(true);
    samples.sort((a, b) => a - b);
    console.info(
      `640 px product view: median ${samples[Math.floor(samples.length / 2)]!.toFixed(1)} ms, max ${samples.at(-1)!.toFixed(1)} ms over ${samples.length}`,
    );
  }, 60_000);

  it('refuses a model for a scene and measures outside 0–1000 cm', async () => {
    const model = { seed: 1, width: 200, depth: 90, height: 80, material: 'velvet' };
    await expect(renderImage({ kind: 'living-room', colour: '#8e9196', variant: 0, width: 320, model })).rejects.toThrow(/product kind/);
    await expect(renderImage({ kind: 'sofa', colour: '#8e9196', variant: 0, width: 320, model: { ...model, width: 0 } })).rejects.toThrow(/model.width/);
  });
});
