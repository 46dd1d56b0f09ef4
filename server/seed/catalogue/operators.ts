/**
 * Who answers for each maker's products in the EU (General Product Safety Regulation, Article 19):
 * the manufacturer's registered name with a postal and an electronic address, and the material
 * certifications some makers hold, each with its licence code. Invented like the makers themselves;
 * the addresses use the reserved `.example` domain.
 */
import type { OperatorRecord, SafetyRecord } from 'otthon/contract';
import type { BrandKey } from './brands.js';
import type { MaterialKey } from './materials.js';

const operator = (
  name: string,
  street: string,
  city: { hu: string; en: string },
  country: { hu: string; en: string; code: string },
  domain: string,
): OperatorRecord => ({
  name,
  country: country.code,
  postal_address: { hu: `${street}, ${city.hu}, ${country.hu}`, en: `${street}, ${city.en}, ${country.en}` },
  email: `${domain.includes('.hu.') ? 'termekbiztonsag' : 'product-safety'}@${domain}`,
  url: `https://www.${domain}`,
});

const HU = { hu: 'Magyarország', en: 'Hungary', code: 'HU' };
const same = (name: string) => ({ hu: name, en: name });

export const MANUFACTURERS: Record<BrandKey, OperatorRecord> = {
  bakonyfa: operator('Bakonyfa Műhely Kft.', 'Rákóczi tér 8.', same('8420 Zirc'), HU, 'bakonyfa.hu.example'),
  fjordhus: operator('Fjordhus ApS', 'Havnegade 21', same('DK-8000 Aarhus C'), { hu: 'Dánia', en: 'Denmark', code: 'DK' }, 'fjordhus.dk.example'),
  tiszavirag: operator('Tiszavirág Textil Kft.', 'Kossuth Lajos sugárút 40.', same('6724 Szeged'), HU, 'tiszavirag.hu.example'),
  lucenta: operator('Lucenta S.r.l.', 'Via Borgovico 112', same('IT-22100 Como'), { hu: 'Olaszország', en: 'Italy', code: 'IT' }, 'lucenta.it.example'),
  kertlak: operator('Kertlak Kft.', 'Szolnoki út 63.', same('6000 Kecskemét'), HU, 'kertlak.hu.example'),
  alomszovo: operator('Álomszövő Zrt.', 'Fehérvári út 75.', same('9028 Győr'), HU, 'alomszovo.hu.example'),
  'casa-linho': operator(
    'Casa Linho, Lda.',
    'Rua do Linho 14',
    same('PT-4800-011 Guimarães'),
    { hu: 'Portugália', en: 'Portugal', code: 'PT' },
    'casalinho.pt.example',
  ),
  hegyhat: operator('Hegyhát Kerámia Bt.', 'Fő utca 21.', same('7370 Sásd'), HU, 'hegyhat.hu.example'),
  vilnia: operator('UAB Vilnia Woodworks', 'Savanorių pr. 178', same('LT-03154 Vilnius'), { hu: 'Litvánia', en: 'Lithuania', code: 'LT' }, 'vilnia.lt.example'),
  ontode: operator('Öntöde Design Kft.', 'Gubacsi út 6.', same('1097 Budapest'), HU, 'ontode.hu.example'),
  'salotto-verde': operator(
    'Salotto Verde S.r.l.',
    'Via Nazionale 45',
    same('IT-33044 Manzano (UD)'),
    { hu: 'Olaszország', en: 'Italy', code: 'IT' },
    'salottoverde.it.example',
  ),
  posturo: operator('Posturo s.r.o.', 'Cejl 62', same('CZ-602 00 Brno'), { hu: 'Csehország', en: 'Czechia', code: 'CZ' }, 'posturo.cz.example'),
  'atelier-mura': operator(
    'Atelier Mura d.o.o.',
    'Trubarjeva cesta 30',
    same('SI-1000 Ljubljana'),
    { hu: 'Szlovénia', en: 'Slovenia', code: 'SI' },
    'ateliermura.si.example',
  ),
};

type Certifications = SafetyRecord['certifications'];

/**
 * Chain-of-custody certificates: a product carries one only when its maker holds it and its main
 * material is one the certificate covers. Every environmental statement about wood in the shop's
 * texts rests on these.
 */
const CERTIFICATES: Partial<Record<BrandKey, { materials: readonly MaterialKey[]; certifications: Certifications }>> = {
  bakonyfa: {
    // Its certificate covers solid oak and beech; its veneered pieces are not claimed.
    materials: ['solid-oak', 'solid-beech'],
    certifications: [
      { scheme: 'FSC', licence_code: 'FSC-C162531', scope: { hu: 'FSC 100% tanúsított tölgy és bükk faanyag', en: 'FSC 100% certified oak and beech wood' } },
    ],
  },
  vilnia: {
    materials: ['solid-oak', 'oak-veneer', 'solid-pine', 'solid-beech', 'walnut-veneer'],
    certifications: [{ scheme: 'FSC', licence_code: 'FSC-C147720', scope: { hu: 'FSC Mix tanúsított faanyag', en: 'FSC Mix certified wood' } }],
  },
  tiszavirag: {
    materials: ['linen', 'cotton', 'wool'],
    certifications: [
      {
        scheme: 'OEKO-TEX STANDARD 100',
        licence_code: '21.HUN.48213 HOHENSTEIN HTTI',
        scope: { hu: 'Káros anyagokra bevizsgált textil (I. termékosztály)', en: 'Textile tested for harmful substances (product class I)' },
      },
    ],
  },
};

/** The certifications a product of this maker in this material carries. */
export function certificationsOf(brand: BrandKey, material: MaterialKey): Certifications {
  const held = CERTIFICATES[brand];
  return held?.materials.includes(material) ? held.certifications : [];
}
