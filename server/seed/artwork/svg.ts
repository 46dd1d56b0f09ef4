/** Tiny SVG builders and colour maths for the flat illustrations. */

type Attrs = Record<string, string | number | undefined>;

function attrs(values: Attrs): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${typeof value === 'number' ? round(value) : value}"`)
    .join(' ');
}

const round = (value: number): string => String(Math.round(value * 100) / 100);

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}): string =>
  `<rect ${attrs({ x, y, width, height, fill, ...extra })}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string => `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;

export const path = (d: string, fill: string, extra: Attrs = {}): string => `<path ${attrs({ d, fill, ...extra })}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attrs = {}): string =>
  `<line ${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra })}/>`;

export const polygon = (points: readonly (readonly [number, number])[], fill: string, extra: Attrs = {}): string =>
  `<polygon ${attrs({ points: points.map(([x, y]) => `${round(x)},${round(y)}`).join(' '), fill, ...extra })}/>`;

export const group = (content: string, transform?: string, extra: Attrs = {}): string => `<g ${attrs({ transform, ...extra })}>${content}</g>`;

interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Expected a colour like "#a1b2c3", got "${hex}".`);
  const value = Number.parseInt(match[1] as string, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

const toHex = ({ r, g, b }: Rgb): string =>
  `#${[r, g, b]
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Linear mix: `amount` 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const from = parseHex(a);
  const to = parseHex(b);
  return toHex({
    r: from.r + (to.r - from.r) * amount,
    g: from.g + (to.g - from.g) * amount,
    b: from.b + (to.b - from.b) * amount,
  });
}

export const darken = (colour: string, amount: number): string => mix(colour, '#000000', amount);
export const lighten = (colour: string, amount: number): string => mix(colour, '#ffffff', amount);

/** Relative luminance (0 black … 1 white). */
export function luminance(colour: string): number {
  const { r, g, b } = parseHex(colour);
  const channel = (value: number) => {
    const s = value / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The colours one illustration is painted with, all derived from the product's colour. */
export interface Palette {
  main: string;
  shade: string;
  deep: string;
  light: string;
  /** Legs and frames: oak under pale pieces, near-black under dark ones, walnut otherwise. */
  leg: string;
  metal: string;
  /** Soft studio background and its floor. */
  backdrop: string;
  floor: string;
  /** Room views: wall, wooden floor, skirting. */
  wall: string;
  boards: string;
  skirting: string;
  /** A second soft background for the angled view. */
  backdropAlt: string;
  leaf: string;
  leafDark: string;
  glow: string;
  paper: string;
  ink: string;
}

export function paletteFor(colour: string): Palette {
  const main = colour.toLowerCase();
  const lum = luminance(main);
  const pale = lum > 0.62;
  const studio = pale ? '#e3ddd4' : mix(main, '#f6f1ea', 0.86);
  return {
    main,
    shade: darken(main, pale ? 0.1 : 0.16),
    deep: darken(main, pale ? 0.22 : 0.34),
    light: lighten(main, 0.22),
    leg: lum > 0.55 ? '#b88a58' : lum < 0.04 ? '#1d1d20' : '#5c3f2b',
    metal: '#2e2f33',
    backdrop: studio,
    floor: darken(studio, 0.06),
    wall: pale ? '#e8e2d8' : mix(main, '#f3eee6', 0.9),
    boards: '#d6bd97',
    skirting: '#f4f0e9',
    backdropAlt: pale ? '#d9dfe0' : mix(mix(main, '#e8eef0', 0.82), '#dfe8ea', 0.5),
    leaf: '#5f8f5c',
    leafDark: '#3f6e45',
    glow: '#ffe7a8',
    paper: '#f7f3ec',
    ink: '#2b2b2e',
  };
}
