import type { SeedBrand } from '../types.js';
import { findByKey } from './lookup.js';

/** Invented makers; any likeness to a real company is unintended. */
export const brands = [
  {
    id: 1,
    key: 'bakonyfa',
    name: 'Bakonyfa Műhely',
    slug: 'bakonyfa-muhely',
    country: { hu: 'Magyarország', en: 'Hungary' },
    founded: 1994,
    description: {
      hu: 'Zirci családi asztalosműhely, amely hazai tölgyből és bükkből készít tömörfa asztalokat, ágyakat és komódokat. Minden darabot kézzel olajoznak.',
      en: 'A family joinery in Zirc making solid-wood tables, beds and chests from Hungarian oak and beech. Every piece is oiled by hand.',
    },
  },
  {
    id: 2,
    key: 'fjordhus',
    name: 'Fjordhus',
    slug: 'fjordhus',
    country: { hu: 'Dánia', en: 'Denmark' },
    founded: 1978,
    description: {
      hu: 'Dán tervezőstúdió letisztult kanapékkal, fotelekkel és dohányzóasztalokkal, amelyek a skandináv hétköznapok kényelmére épülnek.',
      en: 'A Danish design studio of clean-lined sofas, armchairs and coffee tables built for the comfort of Scandinavian everyday life.',
    },
  },
  {
    id: 3,
    key: 'tiszavirag',
    name: 'Tiszavirág Textil',
    slug: 'tiszavirag-textil',
    country: { hu: 'Magyarország', en: 'Hungary' },
    founded: 2006,
    description: {
      hu: 'Szegedi lakástextil-márka: díszpárnák, takarók, függönyök és ágyneműk természetes szálakból, hazai varrodákban varrva.',
      en: 'A home-textile brand from Szeged: cushions, throws, curtains and bedding in natural fibres, sewn in Hungarian workshops.',
    },
  },
  {
    id: 4,
    key: 'lucenta',
    name: 'Lucenta',
    slug: 'lucenta',
    country: { hu: 'Olaszország', en: 'Italy' },
    founded: 1989,
    description: {
      hu: 'Comói lámpagyártó, amely fúvott üvegből és fémből készít függesztékeket, álló- és asztali lámpákat, LED-foglalattal.',
      en: 'A lamp maker from Como crafting pendants, floor and table lamps in blown glass and metal, with LED fittings.',
    },
  },
  {
    id: 5,
    key: 'kertlak',
    name: 'Kertlak',
    slug: 'kertlak',
    country: { hu: 'Magyarország', en: 'Hungary' },
    founded: 2011,
    description: {
      hu: 'Kecskeméti kertibútor-márka: időjárásálló akác- és alumíniumbútorok, napozóágyak és napernyők teraszra és balkonra.',
      en: 'A garden furniture brand from Kecskemét: weatherproof acacia and aluminium furniture, sun loungers and parasols for terraces and balconies.',
    },
  },
  {
    id: 6,
    key: 'alomszovo',
    name: 'Álomszövő',
    slug: 'alomszovo',
    country: { hu: 'Magyarország', en: 'Hungary' },
    founded: 1999,
    description: {
      hu: 'Matrac- és ágykészítő manufaktúra Győrből, amely saját fejlesztésű zsákrugós és hideghabos matracokat gyárt.',
      en: 'A mattress and bed manufacturer from Győr producing its own pocket-spring and cold-foam mattresses.',
    },
  },
  {
    id: 7,
    key: 'casa-linho',
    name: 'Casa Linho',
    slug: 'casa-linho',
    country: { hu: 'Portugália', en: 'Portugal' },
    founded: 1962,
    description: {
      hu: 'Észak-portugál lenszövöde és fazekasműhely: lenfüggönyök, ágyneműk és kézzel korongozott kerámiák.',
      en: 'A linen weaver and pottery from northern Portugal: linen curtains, bedding and hand-thrown ceramics.',
    },
  },
  {
    id: 8,
    key: 'hegyhat',
    name: 'Hegyhát Kerámia',
    slug: 'hegyhat-keramia',
    country: { hu: 'Magyarország', en: 'Hungary' },
    founded: 2003,
    description: {
      hu: 'Baranyai kerámiaműhely, amely vázákat, kaspókat és gyertyatartókat készít kézzel, helyi agyagból.',
      en: 'A pottery in Baranya making vases, planters and candle holders by hand from local clay.',
    },
  },
  {
    id: 9,
    key: 'vilnia',
    name: 'Vilnia Woodworks',
    slug: 'vilnia-woodworks',
    country: { hu: 'Litvánia', en: 'Lithuania' },
    founded: 2001,
    description: {
      hu: 'Litván bútorgyár, amely FSC Mix tanúsított fából (licenckód: FSC-C147720) gyárt gardróbokat, könyvespolcokat és tárolóbútorokat.',
      en: 'A Lithuanian furniture factory building wardrobes, bookcases and storage from FSC Mix certified wood (licence code FSC-C147720).',
    },
  },
  {
    id: 10,
    key: 'ontode',
    name: 'Öntöde Design',
    slug: 'ontode-design',
    country: { hu: 'Magyarország', en: 'Hungary' },
    founded: 2015,
    description: {
      hu: 'Budapesti stúdió indusztriális bútorokkal és lámpákkal: acél, tömörfa és sárgaréz, egy egykori öntödei műhelyben tervezve.',
      en: 'A Budapest studio of industrial furniture and lamps in steel, solid wood and brass, designed in a former foundry workshop.',
    },
  },
  {
    id: 11,
    key: 'salotto-verde',
    name: 'Salotto Verde',
    slug: 'salotto-verde',
    country: { hu: 'Olaszország', en: 'Italy' },
    founded: 1971,
    description: {
      hu: 'Olasz kárpitosmanufaktúra, amelynek kanapéi és fotelei bársony, bouclé és bőr kárpittal, kézi varrással készülnek.',
      en: 'An Italian upholstery workshop whose sofas and armchairs are hand-stitched in velvet, bouclé and leather.',
    },
  },
  {
    id: 12,
    key: 'posturo',
    name: 'Posturo',
    slug: 'posturo',
    country: { hu: 'Csehország', en: 'Czechia' },
    founded: 2008,
    description: {
      hu: 'Cseh ergonómiai műhely, amely állítható magasságú íróasztalokat és irodai székeket tervez az otthoni munkához.',
      en: 'A Czech ergonomics workshop designing height-adjustable desks and office chairs for working from home.',
    },
  },
  {
    id: 13,
    key: 'atelier-mura',
    name: 'Atelier Mura',
    slug: 'atelier-mura',
    country: { hu: 'Szlovénia', en: 'Slovenia' },
    founded: 2012,
    description: {
      hu: 'Ljubljanai dekorstúdió tükrökkel, faliórákkal, képkeretekkel és apró kiegészítőkkel, amelyek egy szobát befejezetté tesznek.',
      en: 'A decor studio in Ljubljana making mirrors, wall clocks, picture frames and the small things that finish a room.',
    },
  },
] as const satisfies readonly SeedBrand[];

export type BrandKey = (typeof brands)[number]['key'];

export function brandByKey(key: BrandKey): SeedBrand {
  return findByKey(brands, key, 'brand');
}
