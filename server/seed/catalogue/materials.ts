import type { SeedMaterial } from '../types.js';
import { findByKey } from './lookup.js';

/** Main materials; `care` feeds the product descriptions and the data sheet. */
export const materials = [
  {
    id: 1,
    key: 'solid-oak',
    name: { hu: 'tömör tölgy', en: 'solid oak' },
    care: {
      hu: 'Puha, enyhén nedves ruhával tisztítsa, majd törölje szárazra, és évente egyszer kezelje bútorolajjal.',
      en: 'Wipe with a soft, slightly damp cloth, dry it straight away and treat it with furniture oil once a year.',
    },
  },
  {
    id: 2,
    key: 'oak-veneer',
    name: { hu: 'tölgy furnér', en: 'oak veneer' },
    care: {
      hu: 'Száraz vagy enyhén nedves ruhával tisztítsa, és kerülje a súrolószereket és a tartós nedvességet.',
      en: 'Clean with a dry or slightly damp cloth and avoid abrasive cleaners and standing moisture.',
    },
  },
  {
    id: 3,
    key: 'solid-beech',
    name: { hu: 'tömör bükk', en: 'solid beech' },
    care: {
      hu: 'Enyhén nedves ruhával törölje át, és a kiömlött folyadékot azonnal itassa fel.',
      en: 'Wipe with a slightly damp cloth and blot any spills at once.',
    },
  },
  {
    id: 4,
    key: 'walnut-veneer',
    name: { hu: 'dió furnér', en: 'walnut veneer' },
    care: {
      hu: 'Puha, száraz ruhával portalanítsa, és óvja a közvetlen napfénytől, mert a dió színe a fényen mélyül.',
      en: 'Dust with a soft, dry cloth and keep it out of direct sun, as walnut deepens in colour in the light.',
    },
  },
  {
    id: 5,
    key: 'solid-pine',
    name: { hu: 'tömör fenyő', en: 'solid pine' },
    care: {
      hu: 'Enyhén nedves ruhával tisztítsa; a felületet évente frissítheti viasszal.',
      en: 'Clean with a slightly damp cloth; refresh the surface with wax once a year.',
    },
  },
  {
    id: 6,
    key: 'lacquered-mdf',
    name: { hu: 'lakkozott MDF', en: 'lacquered MDF' },
    care: {
      hu: 'Puha, nedves ruhával és kímélő tisztítószerrel tisztítsa; ne használjon súrolószert.',
      en: 'Clean with a soft, damp cloth and a mild cleaner; never use scouring agents.',
    },
  },
  {
    id: 7,
    key: 'powder-coated-steel',
    name: { hu: 'porszórt acél', en: 'powder-coated steel' },
    care: {
      hu: 'Nedves ruhával tisztítsa, majd törölje szárazra.',
      en: 'Clean with a damp cloth, then wipe dry.',
    },
  },
  {
    id: 8,
    key: 'aluminium',
    name: { hu: 'alumínium', en: 'aluminium' },
    care: {
      hu: 'Langyos, enyhén mosogatószeres vízzel tisztítsa, majd öblítse le tiszta vízzel.',
      en: 'Clean with lukewarm water and a little washing-up liquid, then rinse with clean water.',
    },
  },
  {
    id: 9,
    key: 'brass-plated-metal',
    name: { hu: 'sárgaréz bevonatú fém', en: 'brass-plated metal' },
    care: {
      hu: 'Puha, száraz ruhával tisztítsa; a bevonatot ne polírozza fémpolírral.',
      en: 'Clean with a soft, dry cloth; do not treat the plating with metal polish.',
    },
  },
  {
    id: 10,
    key: 'woven-fabric',
    name: { hu: 'szövet (poliészter)', en: 'woven fabric (polyester)' },
    care: {
      hu: 'Porszívózza rendszeresen kárpitfejjel; a foltokat langyos, enyhén szappanos vízzel, dörzsölés nélkül kezelje.',
      en: 'Vacuum regularly with an upholstery nozzle; treat stains with lukewarm, slightly soapy water without rubbing.',
    },
  },
  {
    id: 11,
    key: 'velvet',
    name: { hu: 'bársony', en: 'velvet' },
    care: {
      hu: 'Puha kefével, a szál irányában portalanítsa; a foltokat nedves ruhával, dörzsölés nélkül itassa fel.',
      en: 'Brush gently with the pile using a soft brush; blot stains with a damp cloth without rubbing.',
    },
  },
  {
    id: 12,
    key: 'boucle',
    name: { hu: 'bouclé szövet', en: 'bouclé fabric' },
    care: {
      hu: 'Porszívózza alacsony szívóerővel; a kihúzódott hurkokat ne vágja le, hanem óvatosan igazítsa vissza.',
      en: 'Vacuum on low suction; never cut a pulled loop, ease it back into place instead.',
    },
  },
  {
    id: 13,
    key: 'linen',
    name: { hu: 'len', en: 'linen' },
    care: {
      hu: '40 °C-on, kímélő programon mosható; enyhén nedvesen vasalja.',
      en: 'Machine washable at 40 °C on a gentle cycle; iron while slightly damp.',
    },
  },
  {
    id: 14,
    key: 'cotton',
    name: { hu: 'pamut', en: 'cotton' },
    care: {
      hu: '40 °C-on mosható, és szárítógépben alacsony hőfokon szárítható.',
      en: 'Machine washable at 40 °C and tumble-dryable on low heat.',
    },
  },
  {
    id: 15,
    key: 'wool',
    name: { hu: 'gyapjú', en: 'wool' },
    care: {
      hu: 'Hetente porszívózza, a foltokat azonnal itassa fel, és évente egyszer tisztíttassa szakemberrel.',
      en: 'Vacuum weekly, blot spills at once and have it professionally cleaned once a year.',
    },
  },
  {
    id: 16,
    key: 'jute',
    name: { hu: 'juta', en: 'jute' },
    care: {
      hu: 'Porszívózza rendszeresen, és tartsa távol a nedvességtől; a foltokat szárazon kezelje.',
      en: 'Vacuum regularly and keep it away from moisture; treat stains dry.',
    },
  },
  {
    id: 17,
    key: 'recycled-pet',
    name: { hu: 'újrahasznosított PET', en: 'recycled PET' },
    care: {
      hu: 'Porszívózza rendszeresen; kültéren is használható, és vízzel lemosható.',
      en: 'Vacuum regularly; it also works outdoors and can be hosed down.',
    },
  },
  {
    id: 18,
    key: 'leather',
    name: { hu: 'valódi bőr', en: 'genuine leather' },
    care: {
      hu: 'Száraz ruhával portalanítsa, félévente ápolja bőrápoló krémmel, és óvja a közvetlen napfénytől.',
      en: 'Dust with a dry cloth, condition it every six months and keep it out of direct sunlight.',
    },
  },
  {
    id: 19,
    key: 'faux-leather',
    name: { hu: 'műbőr', en: 'faux leather' },
    care: {
      hu: 'Enyhén nedves ruhával és pH-semleges tisztítószerrel tisztítsa.',
      en: 'Clean with a slightly damp cloth and a pH-neutral cleaner.',
    },
  },
  {
    id: 20,
    key: 'cold-foam',
    name: { hu: 'hideghab', en: 'cold foam' },
    care: {
      hu: 'Negyedévente fordítsa meg és forgassa el; a cipzáras huzat levehető és 40 °C-on mosható.',
      en: 'Turn and rotate it every three months; the zipped cover comes off and is washable at 40 °C.',
    },
  },
  {
    id: 21,
    key: 'pocket-springs',
    name: { hu: 'zsákrugó', en: 'pocket springs' },
    care: {
      hu: 'Negyedévente forgassa el fej–láb irányban, és naponta szellőztesse; a huzat levehető és 40 °C-on mosható.',
      en: 'Rotate it head to foot every three months and air it daily; the cover comes off and is washable at 40 °C.',
    },
  },
  {
    id: 22,
    key: 'memory-foam',
    name: { hu: 'memóriahab', en: 'memory foam' },
    care: {
      hu: 'Negyedévente forgassa el, és ne hajtsa össze; a huzat levehető és 40 °C-on mosható.',
      en: 'Rotate it every three months and never fold it; the cover comes off and is washable at 40 °C.',
    },
  },
  {
    id: 23,
    key: 'acacia',
    name: { hu: 'akácfa', en: 'acacia wood' },
    care: {
      hu: 'Évente kétszer kezelje kerti bútorolajjal, és télen fedett, száraz helyen tárolja.',
      en: 'Treat it with garden furniture oil twice a year and store it somewhere dry and covered in winter.',
    },
  },
  {
    id: 24,
    key: 'synthetic-rattan',
    name: { hu: 'műrattan', en: 'synthetic rattan' },
    care: {
      hu: 'Vízzel és puha kefével tisztítsa, és télen letakarva vagy fedett helyen tárolja.',
      en: 'Clean with water and a soft brush, and store it covered or indoors in winter.',
    },
  },
  {
    id: 25,
    key: 'outdoor-fabric',
    name: { hu: 'vízlepergető poliészter', en: 'water-repellent polyester' },
    care: {
      hu: 'Szárazon tekerje fel, és a foltokat langyos, szappanos vízzel kefélje le.',
      en: 'Furl it only when dry, and brush stains off with lukewarm soapy water.',
    },
  },
  {
    id: 26,
    key: 'ceramic',
    name: { hu: 'kerámia', en: 'ceramic' },
    care: {
      hu: 'Puha ruhával és mosogatószeres vízzel tisztítsa; a mázas belső vízzáró.',
      en: 'Clean with a soft cloth and soapy water; the glazed inside is watertight.',
    },
  },
  {
    id: 27,
    key: 'terracotta',
    name: { hu: 'terrakotta (égetett agyag)', en: 'terracotta (fired clay)' },
    care: {
      hu: 'Fagy előtt vigye fedett helyre; a vízkőfoltokat ecetes vízzel távolíthatja el.',
      en: 'Bring it under cover before the frost; remove limescale marks with diluted vinegar.',
    },
  },
  {
    id: 28,
    key: 'fibre-concrete',
    name: { hu: 'szálerősített beton', en: 'fibre-reinforced concrete' },
    care: {
      hu: 'Fagyálló; vízzel és kefével tisztítsa, súrolószer nélkül.',
      en: 'Frost-proof; clean with water and a brush, without scouring agents.',
    },
  },
  {
    id: 29,
    key: 'glass',
    name: { hu: 'üveg', en: 'glass' },
    care: {
      hu: 'Üvegtisztítóval vagy mosogatószeres vízzel tisztítsa, és törölje szárazra.',
      en: 'Clean with glass cleaner or soapy water and wipe dry.',
    },
  },
  {
    id: 30,
    key: 'marble',
    name: { hu: 'márvány', en: 'marble' },
    care: {
      hu: 'A savas folyadékokat (bor, citromlé) azonnal törölje fel, és pH-semleges szerrel tisztítsa.',
      en: 'Wipe up acidic spills (wine, lemon juice) at once and clean with a pH-neutral product.',
    },
  },
] as const satisfies readonly SeedMaterial[];

export type MaterialKey = (typeof materials)[number]['key'];

export function materialByKey(key: MaterialKey): SeedMaterial {
  return findByKey(materials, key, 'material');
}
