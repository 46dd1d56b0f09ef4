import type { SeedColour } from '../types.js';
import { findByKey } from './lookup.js';

/** The colour filter's values (requirements §9 filters). Wood tones count as colours, as shoppers expect. */
export const colours = [
  { id: 1, key: 'grey', hex: '#8e9196', name: { hu: 'szürke', en: 'grey' } },
  { id: 2, key: 'anthracite', hex: '#43474d', name: { hu: 'antracit', en: 'anthracite' } },
  { id: 3, key: 'beige', hex: '#d6c1a0', name: { hu: 'bézs', en: 'beige' } },
  { id: 4, key: 'cream', hex: '#eee5d3', name: { hu: 'krémfehér', en: 'cream' } },
  { id: 5, key: 'white', hex: '#f4f3ef', name: { hu: 'fehér', en: 'white' } },
  { id: 6, key: 'black', hex: '#2a2a2e', name: { hu: 'fekete', en: 'black' } },
  { id: 7, key: 'natural', hex: '#c9a06d', name: { hu: 'natúr', en: 'natural' } },
  { id: 8, key: 'walnut', hex: '#704c34', name: { hu: 'dió', en: 'walnut' } },
  { id: 9, key: 'navy', hex: '#2d3f5e', name: { hu: 'sötétkék', en: 'navy blue' } },
  { id: 10, key: 'sage', hex: '#9db08e', name: { hu: 'zsályazöld', en: 'sage green' } },
  { id: 11, key: 'emerald', hex: '#1f6b57', name: { hu: 'smaragdzöld', en: 'emerald green' } },
  { id: 12, key: 'mustard', hex: '#d1a03a', name: { hu: 'mustársárga', en: 'mustard yellow' } },
  { id: 13, key: 'terracotta', hex: '#c4663e', name: { hu: 'terrakotta', en: 'terracotta' } },
  { id: 14, key: 'blush', hex: '#e2b3ac', name: { hu: 'púderrózsaszín', en: 'blush pink' } },
  { id: 15, key: 'cognac', hex: '#995a2d', name: { hu: 'konyakbarna', en: 'cognac brown' } },
  { id: 16, key: 'brass', hex: '#b8944a', name: { hu: 'sárgaréz', en: 'brass' } },
] as const satisfies readonly SeedColour[];

export type ColourKey = (typeof colours)[number]['key'];

export function colourByKey(key: ColourKey): SeedColour {
  return findByKey(colours, key, 'colour');
}
