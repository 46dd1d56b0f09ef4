import type { LocalizedText } from '../../types.js';

/** Blog slugs, kept together so posts can link to each other. Some span two path segments (requirements §2). */
export const POST_SLUGS = {
  sofa: { hu: 'tippek/kanape-valasztas', en: 'tips/choosing-a-sofa' },
  solidWood: { hu: 'apolas/tomorfa-butorok-apolasa', en: 'care/caring-for-solid-wood' },
  smallFlat: { hu: 'okos-tarolas-kis-lakasban', en: 'small-flat-storage' },
  scandinavian: { hu: 'stilus/skandinav-stilus', en: 'style/scandinavian-style' },
  rugSizes: { hu: 'tippek/szonyegmeretek', en: 'tips/rug-sizes' },
  lighting: { hu: 'vilagitas/a-feny-retegei', en: 'lighting/layers-of-light' },
  homeOffice: { hu: 'ergonomikus-otthoni-iroda', en: 'home-office-ergonomics' },
  gardenWinter: { hu: 'apolas/kerti-butorok-teli-tarolasa', en: 'care/storing-garden-furniture-in-winter' },
  mattress: { hu: 'tippek/matracvalasztas', en: 'tips/choosing-a-mattress' },
  dining: { hu: 'az-etkezo-berendezese', en: 'furnishing-a-dining-room' },
  colours: { hu: 'stilus/szinek-az-otthonban', en: 'style/colour-at-home' },
  curtains: { hu: 'tippek/fuggonyvalasztas', en: 'tips/choosing-curtains' },
  upholstery: { hu: 'apolas/karpittisztitas', en: 'care/cleaning-upholstery' },
  bedroom: { hu: 'nyugodt-haloszoba', en: 'a-calm-bedroom' },
  plants: { hu: 'noveny-es-kaspo', en: 'plants-and-planters' },
} as const satisfies Record<string, LocalizedText>;
