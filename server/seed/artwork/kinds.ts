/**
 * Every illustration the image generator can draw. Product kinds show one piece; scene kinds
 * compose several pieces for category and blog covers. Kept apart from the drawings so data
 * modules can name a kind without loading the renderer.
 */
export const PRODUCT_IMAGE_KINDS = [
  'sofa',
  'corner-sofa',
  'armchair',
  'pouf',
  'coffee-table',
  'tv-stand',
  'bed',
  'mattress',
  'nightstand',
  'wardrobe',
  'dresser',
  'dining-table',
  'chair',
  'bar-stool',
  'display-cabinet',
  'sideboard',
  'desk',
  'office-chair',
  'bookcase',
  'wall-shelf',
  'garden-set',
  'lounger',
  'parasol',
  'plant-pot',
  'rug',
  'cushion',
  'curtain',
  'throw',
  'bedding',
  'pendant-lamp',
  'floor-lamp',
  'table-lamp',
  'wall-lamp',
  'mirror',
  'vase',
  'wall-clock',
  'candle-holder',
  'picture-frame',
] as const;

export const SCENE_IMAGE_KINDS = ['living-room', 'bedroom', 'dining-room', 'home-office', 'garden', 'reading-nook', 'lighting-trio', 'decor-shelf'] as const;

export const IMAGE_KINDS = [...PRODUCT_IMAGE_KINDS, ...SCENE_IMAGE_KINDS] as const;

export type ProductImageKind = (typeof PRODUCT_IMAGE_KINDS)[number];
export type SceneImageKind = (typeof SCENE_IMAGE_KINDS)[number];
export type ImageKind = ProductImageKind | SceneImageKind;

export function isImageKind(value: string): value is ImageKind {
  return (IMAGE_KINDS as readonly string[]).includes(value);
}
