/**
 * The category tree: eight rooms/areas, each with leaf categories. Google product taxonomy ids
 * come from Google's taxonomy-with-ids.en-US.txt.
 */
import type { ImageKind } from '../artwork/kinds.js';
import { colourByKey, type ColourKey } from './colours.js';
import { complementIds } from './complements.js';
import { findByKey } from './lookup.js';
import type { GoogleCategory, LocalizedText, SeedCategory } from '../types.js';

interface CategorySpec {
  key: string;
  slug: LocalizedText;
  title: LocalizedText;
  description: LocalizedText;
  google: GoogleCategory;
  image: ImageKind;
  colour: ColourKey;
  children?: CategorySpec[];
}

const FURNITURE: GoogleCategory = { id: 436, path: 'Furniture' };

const TREE: CategorySpec[] = [
  {
    key: 'living-room',
    slug: { hu: 'nappali', en: 'living-room' },
    title: { hu: 'Nappali', en: 'Living room' },
    description: {
      hu: 'Kanapék, fotelek, dohányzóasztalok és TV-állványok a ház legtöbbet használt szobájába.',
      en: 'Sofas, armchairs, coffee tables and TV stands for the most-used room in the house.',
    },
    google: FURNITURE,
    image: 'living-room',
    colour: 'sage',
    children: [
      {
        key: 'sofas',
        slug: { hu: 'kanapek', en: 'sofas' },
        title: { hu: 'Kanapék', en: 'Sofas' },
        description: {
          hu: 'Két- és háromszemélyes kanapék, sarokkanapék és kanapéágyak szövet, bársony, bouclé és bőr kárpittal.',
          en: 'Two- and three-seater sofas, corner sofas and sofa beds in fabric, velvet, bouclé and leather.',
        },
        google: { id: 460, path: 'Furniture > Sofas' },
        image: 'sofa',
        colour: 'grey',
      },
      {
        key: 'armchairs',
        slug: { hu: 'fotelek', en: 'armchairs' },
        title: { hu: 'Fotelek', en: 'Armchairs' },
        description: {
          hu: 'Füles fotelek, relaxfotelek és lounge fotelek olvasáshoz, pihenéshez és a nappali hangulatos sarkába.',
          en: 'Wingbacks, recliners and lounge chairs for reading, resting and the cosiest corner of the living room.',
        },
        google: { id: 6499, path: 'Furniture > Chairs > Arm Chairs, Recliners & Sleeper Chairs' },
        image: 'armchair',
        colour: 'mustard',
      },
      {
        key: 'coffee-tables',
        slug: { hu: 'dohanyzoasztalok', en: 'coffee-tables' },
        title: { hu: 'Dohányzóasztalok', en: 'Coffee tables' },
        description: {
          hu: 'Szögletes, kerek és tárolós dohányzóasztalok tömörfából, márványból és üvegből.',
          en: 'Rectangular, round and storage coffee tables in solid wood, marble and glass.',
        },
        google: { id: 1395, path: 'Furniture > Tables > Accent Tables > Coffee Tables' },
        image: 'coffee-table',
        colour: 'natural',
      },
      {
        key: 'tv-stands',
        slug: { hu: 'tv-allvanyok', en: 'tv-stands' },
        title: { hu: 'TV-állványok', en: 'TV stands' },
        description: {
          hu: 'Alacsony TV-állványok és fali TV-pultok kábelrendezővel, fiókokkal és nyitott polcokkal.',
          en: 'Low TV stands and wall-mounted media units with cable management, drawers and open shelves.',
        },
        google: { id: 457, path: 'Furniture > Entertainment Centers & TV Stands' },
        image: 'tv-stand',
        colour: 'walnut',
      },
      {
        key: 'poufs',
        slug: { hu: 'puffok', en: 'poufs' },
        title: { hu: 'Puffok', en: 'Poufs' },
        description: {
          hu: 'Kerek és tárolós puffok: pótülőhely vendégeknek, lábtartó estére, tárolóhely a plédeknek.',
          en: 'Round and storage poufs: an extra seat for guests, a footrest for the evening, a home for throws.',
        },
        google: { id: 458, path: 'Furniture > Ottomans' },
        image: 'pouf',
        colour: 'terracotta',
      },
    ],
  },
  {
    key: 'bedroom',
    slug: { hu: 'haloszoba', en: 'bedroom' },
    title: { hu: 'Hálószoba', en: 'Bedroom' },
    description: {
      hu: 'Ágyak, matracok, éjjeliszekrények, gardróbok és komódok a nyugodt alváshoz és a rendhez.',
      en: 'Beds, mattresses, nightstands, wardrobes and chests of drawers for calm sleep and tidy storage.',
    },
    google: FURNITURE,
    image: 'bedroom',
    colour: 'navy',
    children: [
      {
        key: 'beds',
        slug: { hu: 'agyak', en: 'beds' },
        title: { hu: 'Ágyak', en: 'Beds' },
        description: {
          hu: 'Egyszemélyes és franciaágyak, ágyneműtartós ágyak tömörfából és kárpitozott fejvéggel.',
          en: 'Single and double beds and storage beds in solid wood or with upholstered headboards.',
        },
        google: { id: 505764, path: 'Furniture > Beds & Accessories > Beds & Bed Frames' },
        image: 'bed',
        colour: 'natural',
      },
      {
        key: 'mattresses',
        slug: { hu: 'matracok', en: 'mattresses' },
        title: { hu: 'Matracok', en: 'Mattresses' },
        description: {
          hu: 'Hideghabos, zsákrugós és memóriahabos matracok különböző keménységben, levehető, mosható huzattal.',
          en: 'Cold-foam, pocket-spring and memory-foam mattresses in several firmness levels, with removable, washable covers.',
        },
        google: { id: 2696, path: 'Furniture > Beds & Accessories > Mattresses' },
        image: 'mattress',
        colour: 'white',
      },
      {
        key: 'nightstands',
        slug: { hu: 'ejjeliszekrenyek', en: 'nightstands' },
        title: { hu: 'Éjjeliszekrények', en: 'Nightstands' },
        description: {
          hu: 'Fiókos, nyitott és falra szerelhető éjjeliszekrények az ágy mellé.',
          en: 'Drawer, open and wall-mounted nightstands for the bedside.',
        },
        google: { id: 462, path: 'Furniture > Tables > Nightstands' },
        image: 'nightstand',
        colour: 'walnut',
      },
      {
        key: 'wardrobes',
        slug: { hu: 'gardrobok', en: 'wardrobes' },
        title: { hu: 'Gardróbok', en: 'Wardrobes' },
        description: {
          hu: 'Nyíló- és tolóajtós gardróbszekrények akasztórúddal, polcokkal és fiókokkal.',
          en: 'Hinged and sliding-door wardrobes with hanging rails, shelves and drawers.',
        },
        google: { id: 4063, path: 'Furniture > Cabinets & Storage > Armoires & Wardrobes' },
        image: 'wardrobe',
        colour: 'white',
      },
      {
        key: 'chests-of-drawers',
        slug: { hu: 'komodok', en: 'chests-of-drawers' },
        title: { hu: 'Komódok', en: 'Chests of drawers' },
        description: {
          hu: 'Alacsony és magas komódok csillapított fiókokkal, hálószobába és előszobába.',
          en: 'Low and tall chests of drawers with soft-close runners, for bedrooms and hallways.',
        },
        google: { id: 4195, path: 'Furniture > Cabinets & Storage > Dressers' },
        image: 'dresser',
        colour: 'natural',
      },
    ],
  },
  {
    key: 'dining',
    slug: { hu: 'etkezo', en: 'dining' },
    title: { hu: 'Étkező', en: 'Dining' },
    description: {
      hu: 'Étkezőasztalok, székek, bárszékek, vitrinek és tálalószekrények a közös étkezésekhez.',
      en: 'Dining tables, chairs, bar stools, display cabinets and sideboards for meals together.',
    },
    google: FURNITURE,
    image: 'dining-room',
    colour: 'terracotta',
    children: [
      {
        key: 'dining-tables',
        slug: { hu: 'etkezoasztalok', en: 'dining-tables' },
        title: { hu: 'Étkezőasztalok', en: 'Dining tables' },
        description: {
          hu: 'Szögletes, kerek és bővíthető étkezőasztalok két főtől tíz főig.',
          en: 'Rectangular, round and extendable dining tables seating two to ten.',
        },
        google: { id: 4355, path: 'Furniture > Tables > Kitchen & Dining Room Tables' },
        image: 'dining-table',
        colour: 'natural',
      },
      {
        key: 'chairs',
        slug: { hu: 'szekek', en: 'chairs' },
        title: { hu: 'Székek', en: 'Chairs' },
        description: {
          hu: 'Tömörfa, kárpitozott és karfás étkezőszékek, amelyek órákig tartó vacsorákon is kényelmesek.',
          en: 'Solid-wood, upholstered and carver dining chairs that stay comfortable through long dinners.',
        },
        google: { id: 5886, path: 'Furniture > Chairs > Kitchen & Dining Room Chairs' },
        image: 'chair',
        colour: 'sage',
      },
      {
        key: 'bar-stools',
        slug: { hu: 'barszekek', en: 'bar-stools' },
        title: { hu: 'Bárszékek', en: 'Bar stools' },
        description: {
          hu: 'Bár- és pultszékek 65 és 75 cm-es ülésmagassággal, konyhaszigethez és bárpulthoz.',
          en: 'Bar and counter stools with 65 and 75 cm seat heights, for kitchen islands and bars.',
        },
        google: { id: 1463, path: 'Furniture > Chairs > Table & Bar Stools' },
        image: 'bar-stool',
        colour: 'black',
      },
      {
        key: 'display-cabinets',
        slug: { hu: 'vitrinek', en: 'display-cabinets' },
        title: { hu: 'Vitrinek', en: 'Display cabinets' },
        description: {
          hu: 'Üvegajtós vitrinek a porcelánnak, poharaknak és a kedvenc tárgyaknak.',
          en: 'Glass-fronted display cabinets for china, glassware and favourite things.',
        },
        google: { id: 448, path: 'Furniture > Cabinets & Storage > China Cabinets & Hutches' },
        image: 'display-cabinet',
        colour: 'walnut',
      },
      {
        key: 'sideboards',
        slug: { hu: 'talaloszekrenyek', en: 'sideboards' },
        title: { hu: 'Tálalószekrények', en: 'Sideboards' },
        description: {
          hu: 'Tálalószekrények ajtókkal és fiókokkal: tárolóhely az étkezőben, letétel a tálaláshoz.',
          en: 'Sideboards with doors and drawers: storage in the dining room and a surface for serving.',
        },
        google: { id: 447, path: 'Furniture > Cabinets & Storage > Buffets & Sideboards' },
        image: 'sideboard',
        colour: 'natural',
      },
    ],
  },
  {
    key: 'home-office',
    slug: { hu: 'dolgozoszoba', en: 'home-office' },
    title: { hu: 'Dolgozószoba', en: 'Home office' },
    description: {
      hu: 'Íróasztalok, irodai székek és polcok az otthoni munkához, egészséges testtartással.',
      en: 'Desks, office chairs and shelving for working from home with a healthy posture.',
    },
    google: { id: 6362, path: 'Furniture > Office Furniture' },
    image: 'home-office',
    colour: 'navy',
    children: [
      {
        key: 'desks',
        slug: { hu: 'iroasztalok', en: 'desks' },
        title: { hu: 'Íróasztalok', en: 'Desks' },
        description: {
          hu: 'Klasszikus, fiókos, sarok- és elektromosan állítható magasságú íróasztalok.',
          en: 'Classic desks, desks with drawers, corner desks and electric height-adjustable desks.',
        },
        google: { id: 4191, path: 'Furniture > Office Furniture > Desks' },
        image: 'desk',
        colour: 'natural',
      },
      {
        key: 'office-chairs',
        slug: { hu: 'irodai-szekek', en: 'office-chairs' },
        title: { hu: 'Irodai székek', en: 'Office chairs' },
        description: {
          hu: 'Ergonomikus irodai székek és forgószékek állítható deréktámasszal, karfával és ülésmélységgel.',
          en: 'Ergonomic office chairs and swivel chairs with adjustable lumbar support, armrests and seat depth.',
        },
        google: { id: 2045, path: 'Furniture > Office Furniture > Office Chairs' },
        image: 'office-chair',
        colour: 'anthracite',
      },
      {
        key: 'bookcases',
        slug: { hu: 'konyvespolcok', en: 'bookcases' },
        title: { hu: 'Könyvespolcok', en: 'Bookcases' },
        description: {
          hu: 'Magas és alacsony könyvespolcok, létrapolcok állítható polcokkal és falhoz rögzítő szettel.',
          en: 'Tall and low bookcases and ladder shelves with adjustable shelves and a wall-fixing kit.',
        },
        google: { id: 465, path: 'Furniture > Shelving > Bookcases & Standing Shelves' },
        image: 'bookcase',
        colour: 'white',
      },
      {
        key: 'wall-shelves',
        slug: { hu: 'fali-polcok', en: 'wall-shelves' },
        title: { hu: 'Fali polcok', en: 'Wall shelves' },
        description: {
          hu: 'Fali polcok és moduláris polcrendszerek könyveknek, növényeknek és a gyűjteményeknek.',
          en: 'Wall shelves and modular shelving systems for books, plants and collections.',
        },
        google: { id: 6372, path: 'Furniture > Shelving > Wall Shelves & Ledges' },
        image: 'wall-shelf',
        colour: 'natural',
      },
    ],
  },
  {
    key: 'garden',
    slug: { hu: 'kert', en: 'garden' },
    title: { hu: 'Kert', en: 'Garden' },
    description: {
      hu: 'Kerti bútorszettek, napozóágyak, napernyők és kaspók teraszra, balkonra és kertbe.',
      en: 'Garden furniture sets, sun loungers, parasols and planters for terraces, balconies and gardens.',
    },
    google: { id: 4299, path: 'Furniture > Outdoor Furniture' },
    image: 'garden',
    colour: 'sage',
    children: [
      {
        key: 'garden-sets',
        slug: { hu: 'kerti-butorszettek', en: 'garden-furniture-sets' },
        title: { hu: 'Kerti bútorszettek', en: 'Garden furniture sets' },
        description: {
          hu: 'Étkező-, lounge- és balkonszettek akácfából, alumíniumból és műrattanból.',
          en: 'Dining, lounge and bistro sets in acacia, aluminium and synthetic rattan.',
        },
        google: { id: 6367, path: 'Furniture > Outdoor Furniture > Outdoor Furniture Sets' },
        image: 'garden-set',
        colour: 'natural',
      },
      {
        key: 'sun-loungers',
        slug: { hu: 'napozoagyak', en: 'sun-loungers' },
        title: { hu: 'Napozóágyak', en: 'Sun loungers' },
        description: {
          hu: 'Állítható háttámlájú napozóágyak kerekekkel, párnával vagy anélkül.',
          en: 'Sun loungers with adjustable backrests and wheels, with or without cushions.',
        },
        google: { id: 4105, path: 'Furniture > Outdoor Furniture > Outdoor Seating > Sunloungers' },
        image: 'lounger',
        colour: 'cream',
      },
      {
        key: 'parasols',
        slug: { hu: 'napernyok', en: 'parasols' },
        title: { hu: 'Napernyők', en: 'Parasols' },
        description: {
          hu: 'Középoszlopos és oldalkaros napernyők UV-álló, vízlepergető vászonnal.',
          en: 'Centre-pole and cantilever parasols with UV-resistant, water-repellent canopies.',
        },
        google: {
          id: 719,
          path: 'Home & Garden > Lawn & Garden > Outdoor Living > Outdoor Umbrellas & Sunshades',
        },
        image: 'parasol',
        colour: 'beige',
      },
      {
        key: 'planters',
        slug: { hu: 'kaspok', en: 'planters' },
        title: { hu: 'Kaspók', en: 'Planters' },
        description: {
          hu: 'Kerámia, terrakotta és betonkaspók szobanövényeknek és teraszra, asztali és álló méretben.',
          en: 'Ceramic, terracotta and concrete planters for houseplants and terraces, in table and floor sizes.',
        },
        google: { id: 721, path: 'Home & Garden > Lawn & Garden > Gardening > Pots & Planters' },
        image: 'plant-pot',
        colour: 'terracotta',
      },
    ],
  },
  {
    key: 'home-textiles',
    slug: { hu: 'lakastextil', en: 'home-textiles' },
    title: { hu: 'Lakástextil', en: 'Home textiles' },
    description: {
      hu: 'Szőnyegek, díszpárnák, függönyök, takarók és ágyneműk: a puha réteg, amitől otthonos egy szoba.',
      en: 'Rugs, cushions, curtains, throws and bedding: the soft layer that makes a room feel like home.',
    },
    google: { id: 4171, path: 'Home & Garden > Linens & Bedding' },
    image: 'reading-nook',
    colour: 'blush',
    children: [
      {
        key: 'rugs',
        slug: { hu: 'szonyegek', en: 'rugs' },
        title: { hu: 'Szőnyegek', en: 'Rugs' },
        description: {
          hu: 'Gyapjú-, juta- és pamutszőnyegek, kerek szőnyegek és futószőnyegek minden szobába.',
          en: 'Wool, jute and cotton rugs, round rugs and runners for every room.',
        },
        google: { id: 598, path: 'Home & Garden > Decor > Rugs' },
        image: 'rug',
        colour: 'terracotta',
      },
      {
        key: 'cushions',
        slug: { hu: 'diszparnak', en: 'cushions' },
        title: { hu: 'Díszpárnák', en: 'Cushions' },
        description: {
          hu: 'Díszpárnák és deréktámasz párnák len, bársony és pamut huzattal, tollpehely vagy szintetikus töltettel.',
          en: 'Cushions and lumbar cushions with linen, velvet and cotton covers and feather or synthetic fillings.',
        },
        google: { id: 4454, path: 'Home & Garden > Decor > Throw Pillows' },
        image: 'cushion',
        colour: 'mustard',
      },
      {
        key: 'curtains',
        slug: { hu: 'fuggonyok', en: 'curtains' },
        title: { hu: 'Függönyök', en: 'Curtains' },
        description: {
          hu: 'Sötétítő-, len- és fényáteresztő függönyök bújtatós és fülös felfüggesztéssel.',
          en: 'Blackout, linen and sheer curtains with rod-pocket and tab-top headings.',
        },
        google: { id: 2882, path: 'Home & Garden > Decor > Window Treatments > Curtains & Drapes' },
        image: 'curtain',
        colour: 'cream',
      },
      {
        key: 'throws',
        slug: { hu: 'takarok', en: 'throws' },
        title: { hu: 'Takarók', en: 'Throws' },
        description: {
          hu: 'Plédek, kötött takarók és ágytakarók pamutból, gyapjúból és lenből.',
          en: 'Throws, knitted blankets and bedspreads in cotton, wool and linen.',
        },
        google: { id: 1985, path: 'Home & Garden > Linens & Bedding > Bedding > Blankets' },
        image: 'throw',
        colour: 'sage',
      },
      {
        key: 'bedding',
        slug: { hu: 'agynemuk', en: 'bedding' },
        title: { hu: 'Ágyneműk', en: 'Bedding' },
        description: {
          hu: 'Ágyneműhuzat-garnitúrák és gumis lepedők pamutszaténból és mosott lenből.',
          en: 'Duvet cover sets and fitted sheets in cotton sateen and washed linen.',
        },
        google: { id: 2541, path: 'Home & Garden > Linens & Bedding > Bedding > Duvet Covers' },
        image: 'bedding',
        colour: 'white',
      },
    ],
  },
  {
    key: 'lighting',
    slug: { hu: 'vilagitas', en: 'lighting' },
    title: { hu: 'Világítás', en: 'Lighting' },
    description: {
      hu: 'Függesztékek, álló-, asztali és fali lámpák a lakás fényrétegeihez.',
      en: 'Pendants, floor, table and wall lamps for every layer of light at home.',
    },
    google: { id: 594, path: 'Home & Garden > Lighting' },
    image: 'lighting-trio',
    colour: 'brass',
    children: [
      {
        key: 'pendant-lights',
        slug: { hu: 'fuggesztekek', en: 'pendant-lights' },
        title: { hu: 'Függesztékek', en: 'Pendant lights' },
        description: {
          hu: 'Egy- és többágú függesztékek étkezőasztal, konyhasziget és nappali fölé.',
          en: 'Single and multi-arm pendants for above dining tables, kitchen islands and living rooms.',
        },
        google: {
          id: 2524,
          path: 'Home & Garden > Lighting > Lighting Fixtures > Ceiling Light Fixtures',
        },
        image: 'pendant-lamp',
        colour: 'brass',
      },
      {
        key: 'floor-lamps',
        slug: { hu: 'allolampak', en: 'floor-lamps' },
        title: { hu: 'Állólámpák', en: 'Floor lamps' },
        description: {
          hu: 'Állólámpák, olvasólámpák és ívlámpák szórt és irányított fénnyel.',
          en: 'Floor lamps, reading lamps and arc lamps with diffused and directed light.',
        },
        google: { id: 4636, path: 'Home & Garden > Lighting > Lamps' },
        image: 'floor-lamp',
        colour: 'black',
      },
      {
        key: 'table-lamps',
        slug: { hu: 'asztali-lampak', en: 'table-lamps' },
        title: { hu: 'Asztali lámpák', en: 'Table lamps' },
        description: {
          hu: 'Asztali és íróasztal-lámpák kerámia, üveg és fém talppal.',
          en: 'Table and desk lamps with ceramic, glass and metal bases.',
        },
        google: { id: 4636, path: 'Home & Garden > Lighting > Lamps' },
        image: 'table-lamp',
        colour: 'cream',
      },
      {
        key: 'wall-lights',
        slug: { hu: 'fali-lampak', en: 'wall-lights' },
        title: { hu: 'Fali lámpák', en: 'Wall lights' },
        description: {
          hu: 'Fali lámpák és fali olvasólámpák folyosóra, hálószobába és a kanapé mellé.',
          en: 'Wall lights and wall-mounted reading lamps for hallways, bedrooms and beside the sofa.',
        },
        google: {
          id: 6073,
          path: 'Home & Garden > Lighting > Lighting Fixtures > Wall Light Fixtures',
        },
        image: 'wall-lamp',
        colour: 'brass',
      },
    ],
  },
  {
    key: 'decor',
    slug: { hu: 'kiegeszitok', en: 'decor' },
    title: { hu: 'Kiegészítők', en: 'Decor' },
    description: {
      hu: 'Tükrök, vázák, faliórák, gyertyatartók és képkeretek: a részletek, amelyek befejezik a szobát.',
      en: 'Mirrors, vases, wall clocks, candle holders and picture frames: the details that finish a room.',
    },
    google: { id: 696, path: 'Home & Garden > Decor' },
    image: 'decor-shelf',
    colour: 'cream',
    children: [
      {
        key: 'mirrors',
        slug: { hu: 'tukrok', en: 'mirrors' },
        title: { hu: 'Tükrök', en: 'Mirrors' },
        description: {
          hu: 'Kerek, fali és álló tükrök fa- és fémkerettel, előszobába és hálószobába.',
          en: 'Round, wall and floor mirrors with wooden and metal frames, for hallways and bedrooms.',
        },
        google: { id: 595, path: 'Home & Garden > Decor > Mirrors' },
        image: 'mirror',
        colour: 'brass',
      },
      {
        key: 'vases',
        slug: { hu: 'vazak', en: 'vases' },
        title: { hu: 'Vázák', en: 'Vases' },
        description: {
          hu: 'Kerámia- és üvegvázák friss és szárított virágokhoz, asztali és padlóméretben.',
          en: 'Ceramic and glass vases for fresh and dried flowers, in table and floor sizes.',
        },
        google: { id: 602, path: 'Home & Garden > Decor > Vases' },
        image: 'vase',
        colour: 'terracotta',
      },
      {
        key: 'wall-clocks',
        slug: { hu: 'faliorak', en: 'wall-clocks' },
        title: { hu: 'Faliórák', en: 'Wall clocks' },
        description: {
          hu: 'Csendes járású faliórák fa- és fémkerettel, jól olvasható számlappal.',
          en: 'Silent-sweep wall clocks with wooden and metal frames and easy-to-read faces.',
        },
        google: { id: 3840, path: 'Home & Garden > Decor > Clocks > Wall Clocks' },
        image: 'wall-clock',
        colour: 'black',
      },
      {
        key: 'candle-holders',
        slug: { hu: 'gyertyatartok', en: 'candle-holders' },
        title: { hu: 'Gyertyatartók', en: 'Candle holders' },
        description: {
          hu: 'Gyertyatartók, mécsestartó szettek és lámpások meleg fényű estékhez.',
          en: 'Candle holders, tealight sets and lanterns for warmly lit evenings.',
        },
        google: {
          id: 2784,
          path: 'Home & Garden > Decor > Home Fragrance Accessories > Candle Holders',
        },
        image: 'candle-holder',
        colour: 'brass',
      },
      {
        key: 'picture-frames',
        slug: { hu: 'kepkeretek', en: 'picture-frames' },
        title: { hu: 'Képkeretek', en: 'Picture frames' },
        description: {
          hu: 'Fa- és alumínium képkeretek paszpartuval, falra akasztható és asztalra állítható kivitelben.',
          en: 'Wooden and aluminium picture frames with mounts, for hanging or standing on a table.',
        },
        google: { id: 597, path: 'Home & Garden > Decor > Picture Frames' },
        image: 'picture-frame',
        colour: 'natural',
      },
    ],
  },
];

function flatten(): SeedCategory[] {
  const result: SeedCategory[] = [];
  const visit = (specs: CategorySpec[], parentId: number | null) => {
    specs.forEach((spec, index) => {
      const id = result.length + 1;
      result.push({
        id,
        parent_id: parentId,
        key: spec.key,
        slug: spec.slug,
        title: spec.title,
        description: spec.description,
        position: index + 1,
        merchant_identifiers: { google: spec.google },
        // Rooms show a scene, leaves a room view of their typical piece.
        image: { kind: spec.image, colour: colourByKey(spec.colour).hex, variant: 1 },
        complement_ids: [],
      });
      if (spec.children) visit(spec.children, id);
    });
  };
  visit(TREE, null);
  const complements = complementIds(result);
  for (const category of result) category.complement_ids = complements.get(category.id) ?? [];
  return result;
}

export const categories: SeedCategory[] = flatten();

export function categoryByKey(key: string): SeedCategory {
  return findByKey(categories, key, 'category');
}

/** The chain from the root to this category, root first. */
export function categoryChain(category: SeedCategory, all: readonly SeedCategory[] = categories): SeedCategory[] {
  const chain: SeedCategory[] = [category];
  let current = category;
  while (current.parent_id !== null) {
    const parent = all.find((candidate) => candidate.id === current.parent_id);
    if (!parent) throw new Error(`Category ${current.id} has a missing parent ${current.parent_id}.`);
    chain.unshift(parent);
    current = parent;
  }
  return chain;
}

/** The category's path of slugs, e.g. `nappali/kanapek` / `living-room/sofas` (requirements §2). */
export function categoryPath(category: SeedCategory, all: readonly SeedCategory[] = categories): LocalizedText {
  const chain = categoryChain(category, all);
  return {
    hu: chain.map((node) => node.slug.hu).join('/'),
    en: chain.map((node) => node.slug.en).join('/'),
  };
}
