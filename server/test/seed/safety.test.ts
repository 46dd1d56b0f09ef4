import { missingSafetyData, requiredWarningKinds, type SafetyRecord } from 'otthon/contract';
import { describe, expect, it } from 'vitest';
import { seedData } from '../../seed/index.js';
import type { SeedProduct } from '../../seed/types.js';

const { products, categories } = seedData;
const categoryKey = (product: SeedProduct) => categories.find((category) => category.id === product.main_category_id)?.slug.en;
const gaps = (product: SeedProduct) => missingSafetyData(product.safety, product.safety_use, product.dimensions.height);

describe('seed product safety (docs/requirements.md "Product safety")', () => {
  it('gives every product a manufacturer with postal and electronic address, a model and the warnings its use requires, in both languages', () => {
    const incomplete = products.flatMap((product) => gaps(product).map((gap) => `${product.sku}: ${gap}`));
    expect(incomplete).toEqual([]);
  });

  it('fails a product without the data or without a required warning', () => {
    const wardrobe = products.find((product) => categoryKey(product) === 'wardrobes');
    expect(wardrobe).toBeDefined();
    const safety = wardrobe!.safety;
    const without = (change: Partial<SafetyRecord>) => missingSafetyData({ ...safety, ...change }, wardrobe!.safety_use, wardrobe!.dimensions.height);
    expect(missingSafetyData(undefined, 'storage', 200)).toEqual(['no safety data']);
    expect(without({ warnings: safety.warnings.filter((warning) => warning.kind !== 'tip_over') })).toContain('no tip_over warning');
    expect(without({ model: ' ' })).toContain('no model identifier');
    expect(without({ manufacturer: { ...safety.manufacturer, email: '' } })).toContain(`${safety.manufacturer.name}: no electronic address`);
    expect(without({ manufacturer: { ...safety.manufacturer, postal_address: { hu: 'Zirc', en: '' } } })).toContain(
      `${safety.manufacturer.name}: no postal address in both languages`,
    );
    // A manufacturer outside the EU needs a responsible person in the EU, who must be in the EU.
    const abroad = { ...safety.manufacturer, country: 'GB' };
    const inEu = { ...safety.manufacturer, name: 'Otthon Lakberendezési Kft.', country: 'HU' };
    expect(without({ manufacturer: abroad })).toContain(`${abroad.name}: outside the EU, and no responsible person in the EU`);
    expect(without({ manufacturer: abroad, responsible_person: inEu })).toEqual([]);
    expect(without({ manufacturer: abroad, responsible_person: { ...inEu, country: 'CH' } })).toContain(`${inEu.name}: a responsible person outside the EU`);
  });

  it('warns of tipping over on every storage piece or shelf 60 cm tall or taller, with the anchoring instruction', () => {
    const tall = products.filter((product) => requiredWarningKinds(product.safety_use, product.dimensions.height).includes('tip_over'));
    expect(new Set(tall.map(categoryKey))).toEqual(
      new Set(['wardrobes', 'chests-of-drawers', 'display-cabinets', 'sideboards', 'nightstands', 'bookcases', 'wall-shelves']),
    );
    for (const product of tall) {
      const warning = product.safety.warnings.find((w) => w.kind === 'tip_over');
      expect(warning?.text.hu).toMatch(/falhoz kell erősíteni/);
      expect(warning?.text.en).toMatch(/fix the piece to the wall/);
    }
  });

  it('gives chairs a load per seat, shelves a load per shelf and soft textiles an age limit', () => {
    const of = (key: string) => products.filter((product) => categoryKey(product) === key);
    for (const chair of of('chairs')) expect(chair.safety.warnings.find((w) => w.kind === 'load_limit')?.text.en).toMatch(/^Maximum load: \d+ kg per seat/);
    for (const shelf of of('bookcases')) expect(shelf.safety.warnings.find((w) => w.kind === 'load_limit')?.text.hu).toMatch(/\d+ kg polconként/);
    for (const cushion of of('cushions')) expect(cushion.safety.warnings.find((w) => w.kind === 'age')?.text.en).toMatch(/under 12 months/);
  });

  it('gives every colour of a model the same model identifier, and different models different ones', () => {
    const byGroup = new Map<string, Set<string>>();
    for (const product of products) {
      if (!product.variant_group) continue;
      byGroup.set(product.variant_group, (byGroup.get(product.variant_group) ?? new Set()).add(product.safety.model));
    }
    for (const models of byGroup.values()) expect(models.size).toBe(1);
    // Different models different ones: an identifier names one model (its series and piece, the
    // title before the colour), whatever colours it comes in.
    const owners = new Map<string, Set<string>>();
    for (const product of products) {
      const owner = product.title.en.split(',')[0]!;
      owners.set(product.safety.model, (owners.get(product.safety.model) ?? new Set()).add(owner));
    }
    expect([...owners].filter(([, of]) => of.size > 1).map(([model]) => model)).toEqual([]);
  });

  it('states every certification with its scheme and licence code', () => {
    const certified = products.filter((product) => product.safety.certifications.length > 0);
    expect(certified.length).toBeGreaterThan(0);
    for (const { safety } of certified) {
      for (const certification of safety.certifications) {
        expect(certification.licence_code).toMatch(certification.scheme === 'FSC' ? /^FSC-C\d{6}$/ : /\S/);
      }
    }
  });
});
