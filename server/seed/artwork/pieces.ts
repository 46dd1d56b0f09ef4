/**
 * Every product kind as a 3D piece built to the product's own measures. A per-model seed picks
 * the details a shopper tells models apart by — arm shape, legs, cushion count, handles, fronts —
 * and the material decides the finish (fabric, wood, metal, glass, ceramic, stone).
 */
import type { ProductImageKind } from './kinds.js';
import { box, cylinder, leaning, rod, sphere, tapered, type Finish, type Part, type Surface, type V3 } from './solid.js';
import { darken, lighten, luminance, mix } from './svg.js';

/** What the renderer knows about one product beyond its kind and colour. */
export interface ProductModel {
  /** Chooses the model's details; derived from the product, stable across seeds of the shop. */
  seed: number;
  /** Outer measures in centimetres, as the product page states them. */
  width: number;
  depth: number;
  height: number;
  /** The main material's key (`solid-oak`, `velvet`, …). */
  material: string;
  /** Round pieces (tables, poufs, rugs) give their diameter as width and depth. */
  round?: boolean;
}

export type Placement = 'floor' | 'wall' | 'ceiling' | 'flat' | 'tabletop';

export interface Piece {
  parts: Part[];
  placement: Placement;
  /** Round outline seen from the front (clocks, round mirrors): an oval shadow. */
  round?: boolean;
}

const FINISHES: Record<string, Finish> = {
  'solid-oak': 'wood',
  'oak-veneer': 'wood',
  'solid-beech': 'wood',
  'walnut-veneer': 'wood',
  'solid-pine': 'wood',
  acacia: 'wood',
  'lacquered-mdf': 'lacquer',
  'powder-coated-steel': 'metal',
  aluminium: 'metal',
  'brass-plated-metal': 'metal',
  velvet: 'velvet',
  leather: 'leather',
  'faux-leather': 'leather',
  ceramic: 'ceramic',
  terracotta: 'ceramic',
  'fibre-concrete': 'stone',
  marble: 'stone',
  glass: 'glass',
};

/** The finish a material gives; everything soft and woven reads as fabric. */
export const finishOf = (material: string): Finish => FINISHES[material] ?? 'fabric';

const ROUND_KINDS = new Set<string>([
  'pouf',
  'coffee-table',
  'dining-table',
  'garden-set',
  'rug',
  'plant-pot',
  'pendant-lamp',
  'floor-lamp',
  'table-lamp',
  'parasol',
  'vase',
  'candle-holder',
  'wall-clock',
]);

/**
 * Whether a product is round: the seed gives round pieces equal width and depth (their
 * diameter); mirrors and clocks, which hang, equal width and height.
 */
export function isRound(kind: string, dimensions: { width: number; depth: number; height: number }): boolean {
  if (kind === 'mirror' || kind === 'wall-clock') return dimensions.width === dimensions.height;
  return ROUND_KINDS.has(kind) && dimensions.width === dimensions.depth;
}

/** Small deterministic generator (mulberry32) for the model's details. */
export function seeded(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T,
    range: (min: number, max: number) => min + (max - min) * next(),
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof seeded>;

const OAK: Surface = { colour: '#c49a66', finish: 'wood' };
const WALNUT: Surface = { colour: '#6b4730', finish: 'wood' };
const BLACK_METAL: Surface = { colour: '#2b2c30', finish: 'metal' };
const BRASS: Surface = { colour: '#b8944a', finish: 'metal' };
const CHROME: Surface = { colour: '#b9bec4', finish: 'metal' };
const LINEN_WHITE: Surface = { colour: '#f1ede4', finish: 'fabric' };
const MATTRESS: Surface = { colour: '#f3f1ec', finish: 'fabric' };
const BULB: Surface = { colour: '#ffd98a', finish: 'glow' };
const LEAF: Surface = { colour: '#4f8a4f', finish: 'plant' };
const SOIL: Surface = { colour: '#4a3a2c', finish: 'fabric' };
const MIRROR: Surface = { colour: '#c9d6dc', finish: 'mirror' };

type LegStyle = 'taper' | 'block' | 'metal' | 'plinth' | 'turned' | 'sled';

/** Four legs (or a plinth) under a footprint, up to height h. */
function legs(style: LegStyle, W: number, D: number, h: number, surface: Surface, inset = 4): Part[] {
  if (h <= 0.5) return [];
  const x = W / 2 - inset;
  const z = D / 2 - inset;
  const corners: [number, number][] = [
    [-x, -z],
    [x, -z],
    [-x, z],
    [x, z],
  ];
  switch (style) {
    case 'plinth':
      return [box(-W / 2 + inset, W / 2 - inset, 0, h, -D / 2 + inset, D / 2 - inset, { colour: darken(surface.colour, 0.25), finish: surface.finish })];
    case 'block':
      return corners.map(([cx, cz]) => box(cx - 3, cx + 3, 0, h, cz - 3, cz + 3, surface));
    case 'metal':
      return corners.map(([cx, cz]) =>
        rod(
          [
            [cx, 0, cz],
            [cx, h, cz],
          ],
          0.9,
          surface,
        ),
      );
    case 'turned':
      return corners.map(([cx, cz]) => cylinder([cx, 0, cz], h, 1.4, 2.4, surface));
    case 'sled':
      return [-1, 1].map((side) =>
        rod(
          [
            [side * x, h, -z],
            [side * x, 0, -z],
            [side * x, 0, z],
            [side * x, h, z],
          ],
          1,
          surface,
        ),
      );
    default:
      return corners.map(([cx, cz]) => {
        const leg = tapered(box(cx - 2.2, cx + 2.2, 0, h, cz - 2.2, cz + 2.2, surface), 1);
        // Narrow at the foot, splayed a little outwards.
        return {
          ...leg,
          corners: leg.corners.map((c, i) =>
            i & 2 ? c : ([cx + (c[0] - cx) * 0.55 + Math.sign(cx) * 1.2, c[1], cz + (c[2] - cz) * 0.55 + Math.sign(cz) * 1.2] as V3),
          ),
        };
      });
  }
}

/** Legs for upholstery and cabinets: wood or metal by the model, matching a wooden body. */
function legSurface(rng: Rng, body: Surface): Surface {
  if (body.finish === 'wood') return { colour: darken(body.colour, 0.08), finish: 'wood' };
  if (body.finish === 'metal') return body;
  return rng.pick([OAK, WALNUT, BLACK_METAL, BRASS, OAK]);
}

// — upholstery —

function upholstered(model: ProductModel, body: Surface, rng: Rng, kind: 'sofa' | 'corner-sofa' | 'armchair'): Part[] {
  const { width: W, depth: D, height: H } = model;
  const soft = body.finish === 'leather' ? 1.6 : 2.4;
  const legStyle = rng.pick<LegStyle>(['taper', 'block', 'metal', 'plinth', 'turned']);
  const legH = legStyle === 'plinth' ? 4 : rng.range(8, 16);
  const legFinish = legSurface(rng, body);
  const armStyle = rng.pick(['box', 'slim', 'wide', 'low'] as const);
  const armW = kind === 'armchair' ? { box: 12, slim: 7, wide: 17, low: 11 }[armStyle] : { box: 16, slim: 9, wide: 24, low: 14 }[armStyle];
  const seatH = Math.min(H - 25, rng.range(42, 47));
  const armH = armStyle === 'low' ? seatH + 12 : Math.min(H - 10, seatH + rng.range(18, 24));
  const backT = rng.range(16, 22);
  const cushionBack = rng.chance(0.65);
  const x0 = -W / 2;
  const x1 = W / 2;
  const zb = -D / 2;
  const zf = D / 2;
  const deep = kind === 'corner-sofa' ? Math.min(D * 0.55, 98) : D;
  const zMainFront = zb + deep;
  const baseTop = legH + rng.range(15, 20);
  const parts: Part[] = [];
  const chaiseRight = kind === 'corner-sofa' ? rng.chance(0.6) : false;
  const chaiseW = kind === 'corner-sofa' ? Math.min(W * 0.38, 95) : 0;
  // Base and back.
  // The base runs between the arms (apart from the chaise end), so no two pieces interpenetrate.
  const baseX0 = x0 + (kind === 'corner-sofa' && !chaiseRight ? 0 : armW);
  const baseX1 = x1 - (kind === 'corner-sofa' && chaiseRight ? 0 : armW);
  parts.push(box(baseX0, baseX1, legH, baseTop, zb + backT, zMainFront, body, { soft }));
  if (kind === 'corner-sofa') {
    const cx0 = chaiseRight ? x1 - chaiseW : x0;
    parts.push(box(cx0, cx0 + chaiseW, legH, baseTop, zMainFront, zf, body, { soft }));
  }
  const back = box(x0 + (kind === 'armchair' && H > 98 ? 0 : 0), x1, legH, H, zb, zb + backT, body, { soft });
  parts.push(leaning(back, 0, -3));
  // Arms: the chaise end has none on a corner sofa.
  const armSides: number[] = kind === 'corner-sofa' ? [chaiseRight ? -1 : 1] : [-1, 1];
  for (const side of armSides) {
    const ax0 = side < 0 ? x0 : x1 - armW;
    const arm = box(ax0, ax0 + armW, legH, armH, zb + backT, zMainFront, body, { soft: armStyle === 'slim' ? soft * 0.7 : soft * 1.4 });
    parts.push(arm);
    if (kind === 'armchair' && H > 98) {
      // Wings on a tall armchair.
      parts.push(box(ax0, ax0 + armW, armH, H - 6, zb + backT, zb + backT + 22, body, { soft: soft * 1.2 }));
    }
  }
  // Seat cushions.
  const innerX0 = x0 + (kind === 'corner-sofa' && !chaiseRight ? 0 : armW);
  const innerX1 = x1 - (kind === 'corner-sofa' && chaiseRight ? 0 : armW);
  const seatW = innerX1 - innerX0;
  const count = kind === 'armchair' ? 1 : kind === 'corner-sofa' ? rng.pick([2, 3]) : W > 190 ? rng.pick([2, 3]) : rng.pick([1, 2]);
  const gap = 0.8;
  const mainX0 = kind === 'corner-sofa' && !chaiseRight ? innerX0 + chaiseW : innerX0;
  const mainX1 = kind === 'corner-sofa' && chaiseRight ? innerX1 - chaiseW : innerX1;
  const mainW = kind === 'corner-sofa' ? mainX1 - mainX0 : seatW;
  for (let i = 0; i < count; i++) {
    const cx0 = mainX0 + (mainW / count) * i + gap / 2;
    const cx1 = mainX0 + (mainW / count) * (i + 1) - gap / 2;
    parts.push(box(cx0, cx1, baseTop, seatH, zb + backT, zMainFront - 1, body, { soft: soft * 1.6 }));
  }
  if (kind === 'corner-sofa') {
    const cx0 = chaiseRight ? x1 - chaiseW : x0;
    parts.push(box(cx0 + gap, cx0 + chaiseW - gap, baseTop, seatH, zb + backT, zf - 1, body, { soft: soft * 1.6 }));
  }
  // Back cushions, leaning against the back.
  if (cushionBack) {
    const backCount = kind === 'armchair' ? 1 : Math.max(2, count);
    const bx0 = kind === 'corner-sofa' ? innerX0 : innerX0;
    const bw = (innerX1 - bx0) / backCount;
    for (let i = 0; i < backCount; i++) {
      const cushion = box(
        bx0 + bw * i + gap,
        bx0 + bw * (i + 1) - gap,
        seatH,
        Math.min(H - 2, seatH + (H - seatH) * 0.92),
        zb + backT - 2,
        zb + backT + 14,
        body,
        {
          soft: soft * 2,
        },
      );
      parts.push(leaning(cushion, 0, -5));
    }
  }
  if (kind !== 'armchair' && rng.chance(0.5)) {
    // A scatter cushion in a lighter tone.
    const cushionColour: Surface = { colour: luminance(body.colour) > 0.5 ? darken(body.colour, 0.25) : lighten(body.colour, 0.45), finish: 'fabric' };
    const cx = innerX0 + 6;
    parts.push(leaning(box(cx, cx + 42, seatH, seatH + 40, zb + backT + 14, zb + backT + 26, cushionColour, { soft: 5 }), 3, -6));
  }
  const footprintD = kind === 'corner-sofa' ? D : D;
  if (kind === 'corner-sofa') {
    parts.push(...legs(legStyle, W, deep, legH, legFinish).map((p) => shiftZ(p, -(D - deep) / 2)));
    const cx = chaiseRight ? x1 - chaiseW / 2 : x0 + chaiseW / 2;
    parts.push(...legs(legStyle, chaiseW, D - deep, legH, legFinish).map((p) => shiftX(shiftZ(p, zMainFront + (D - deep) / 2), cx)));
  } else parts.push(...legs(legStyle, W, footprintD, legH, legFinish));
  return parts;
}

function shift(part: Part, dx: number, dz: number, dy = 0): Part {
  const move = (p: V3): V3 => [p[0] + dx, p[1] + dy, p[2] + dz];
  switch (part.type) {
    case 'box':
      return { ...part, corners: part.corners.map(move) };
    case 'rod':
      return { ...part, points: part.points.map(move) };
    default:
      return { ...part, at: move(part.at) };
  }
}
const shiftZ = (part: Part, dz: number) => shift(part, 0, dz);
const shiftX = (part: Part, dx: number) => shift(part, dx, 0);

// — cabinets —

type Handle = 'bar' | 'knob' | 'none' | 'long';

interface CabinetOptions {
  legStyle: LegStyle;
  legH: number;
  /** Columns and rows of fronts; drawers are rows, doors columns. */
  columns: number;
  rows: number;
  handle: Handle;
  handleSurface: Surface;
  /** Glass doors show shelves behind them. */
  glass?: boolean;
  open?: boolean;
}

function cabinet(W: number, D: number, H: number, body: Surface, options: CabinetOptions): Part[] {
  const { legStyle, legH, columns, rows, handle, handleSurface } = options;
  const parts: Part[] = [];
  const top = options.glass ? 3 : 0;
  const zf = D / 2;
  const frontSurface = options.glass ? { colour: '#dfe9ec', finish: 'glass' as Finish } : body;
  if (options.glass) {
    // Carcass in the body colour, glass in the fronts, shelves and a few things inside.
    parts.push(box(-W / 2, W / 2, legH, H, -D / 2, -D / 2 + 2, body));
    parts.push(box(-W / 2, -W / 2 + 2, legH, H, -D / 2, zf, body));
    parts.push(box(W / 2 - 2, W / 2, legH, H, -D / 2, zf, body));
    parts.push(box(-W / 2, W / 2, H - top, H, -D / 2, zf, body));
    parts.push(box(-W / 2, W / 2, legH, legH + 4, -D / 2, zf, body));
    const shelves = Math.max(1, Math.round((H - legH) / 38) - 1);
    const step = (H - legH - 4 - top) / (shelves + 1);
    for (let i = 1; i <= shelves + 1; i++) {
      const y = legH + 4 + step * i;
      if (i <= shelves) parts.push(box(-W / 2 + 2, W / 2 - 2, y - 1.5, y, -D / 2 + 2, zf - 3, body));
      const floorY = legH + 4 + step * (i - 1);
      // Plates and vases on each shelf.
      parts.push(cylinder([-W / 4, floorY, -D / 8], Math.min(step * 0.55, 22), 5, 4, { colour: '#e9e4da', finish: 'ceramic' }));
      parts.push(sphere([W / 5, floorY + 6, -D / 8], 6, { colour: '#9aa7a2', finish: 'ceramic' }));
    }
    const colW = W / columns;
    for (let c = 0; c < columns; c++)
      parts.push(
        box(-W / 2 + colW * c + 1, -W / 2 + colW * (c + 1) - 1, legH + 4, H - top, zf - 1.5, zf, frontSurface, {
          decorate: (corners, face) => (face === 'front' ? frameLines(corners, darken(body.colour, 0.1)) : ''),
        }),
      );
  } else {
    parts.push(
      box(-W / 2, W / 2, legH, H, -D / 2, zf, body, {
        decorate: (corners, face) => (face === 'front' ? frontLines(corners, columns, rows, body.colour, options.open) : ''),
      }),
    );
  }
  // Handles stand proud of the front.
  if (handle !== 'none') {
    const colW = W / columns;
    const rowH = (H - legH) / rows;
    for (let c = 0; c < columns; c++)
      for (let r = 0; r < rows; r++) {
        if (options.open && r === rows - 1 && c === 0 && columns > 1) continue;
        const cx = rows > 1 || columns === 1 ? -W / 2 + colW * (c + 0.5) : -W / 2 + colW * (c + (c % 2 === 0 ? 0.85 : 0.15));
        const cy = rows > 1 ? legH + rowH * (r + 0.5) : legH + (H - legH) * (H > 120 ? 0.5 : 0.8);
        if (handle === 'knob') parts.push(sphere([cx, cy, zf + 1.3], 1.6, handleSurface));
        else if (handle === 'long' && rows === 1)
          parts.push(box(cx - 0.7, cx + 0.7, cy - Math.min(30, rowH * 0.25), cy + Math.min(30, rowH * 0.25), zf, zf + 2, handleSurface));
        else parts.push(box(cx - Math.min(8, colW * 0.18), cx + Math.min(8, colW * 0.18), cy - 0.7, cy + 0.7, zf, zf + 2, handleSurface));
      }
  }
  parts.push(
    ...legs(
      legStyle,
      W,
      D,
      legH,
      legStyle === 'plinth'
        ? body
        : handleSurface.finish === 'metal' && legStyle === 'metal'
          ? handleSurface
          : { colour: darken(body.colour, 0.1), finish: body.finish },
    ),
  );
  return parts;
}

type Corners = [number, number][];

/** A point on a face, s along the first edge and t along the last (both 0–1). */
function onFace(corners: Corners, s: number, t: number): [number, number] {
  const [c0, c1, c2, c3] = corners as [[number, number], [number, number], [number, number], [number, number]];
  const x = (1 - s) * (1 - t) * c0[0] + s * (1 - t) * c1[0] + s * t * c2[0] + (1 - s) * t * c3[0];
  const y = (1 - s) * (1 - t) * c0[1] + s * (1 - t) * c1[1] + s * t * c2[1] + (1 - s) * t * c3[1];
  return [x, y];
}

const segment = (a: [number, number], b: [number, number]) => `M${a[0].toFixed(1)} ${a[1].toFixed(1)}L${b[0].toFixed(1)} ${b[1].toFixed(1)}`;

/** Gaps between doors and drawers, drawn on the front face (bottom-left first corner). */
function frontLines(corners: Corners, columns: number, rows: number, colour: string, open?: boolean): string {
  let d = '';
  for (let c = 1; c < columns; c++) d += segment(onFace(corners, c / columns, 0.02), onFace(corners, c / columns, 0.98));
  for (let r = 1; r < rows; r++) d += segment(onFace(corners, 0.01, r / rows), onFace(corners, 0.99, r / rows));
  let extra = '';
  if (open && columns > 1) {
    // One open compartment, dark inside.
    const a = onFace(corners, 0.02, 0.04);
    const b = onFace(corners, 1 / columns - 0.01, 0.04);
    const c = onFace(corners, 1 / columns - 0.01, rows > 1 ? 1 / rows - 0.03 : 0.96);
    const e = onFace(corners, 0.02, rows > 1 ? 1 / rows - 0.03 : 0.96);
    extra = `<polygon points="${[a, b, c, e].map((p) => p.map((n) => n.toFixed(1)).join(',')).join(' ')}" fill="${darken(colour, 0.55)}"/>`;
  }
  return (
    `<path d="${d}" stroke="${darken(colour, 0.45)}" stroke-width="0.7" fill="none"/>` +
    `<path d="${d}" stroke="${lighten(colour, 0.35)}" stroke-width="0.35" fill="none" transform="translate(0.5 0.5)" opacity="0.6"/>` +
    extra
  );
}

function frameLines(corners: Corners, colour: string): string {
  const ring = [onFace(corners, 0.06, 0.04), onFace(corners, 0.94, 0.04), onFace(corners, 0.94, 0.96), onFace(corners, 0.06, 0.96)];
  const shine = segment(onFace(corners, 0.2, 0.85), onFace(corners, 0.55, 0.25)) + segment(onFace(corners, 0.3, 0.9), onFace(corners, 0.62, 0.4));
  return (
    `<polygon points="${ring.map((p) => p.map((n) => n.toFixed(1)).join(',')).join(' ')}" fill="none" stroke="${colour}" stroke-width="1.4"/>` +
    `<path d="${shine}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="1.2"/>`
  );
}

/** Quilting on a mattress top or a duvet: a grid of stitches. */
function quilting(corners: Corners, colour: string, across: number, along: number): string {
  let d = '';
  for (let i = 1; i < across; i++) d += segment(onFace(corners, 0, i / across), onFace(corners, 1, i / across));
  for (let i = 1; i < along; i++) d += segment(onFace(corners, i / along, 0), onFace(corners, i / along, 1));
  return `<path d="${d}" stroke="${darken(colour, 0.12)}" stroke-width="0.5" stroke-dasharray="1.2 1" fill="none"/>`;
}

// — tables and seats —

function table(model: ProductModel, body: Surface, rng: Rng, options: { shelf?: boolean } = {}): Part[] {
  const { width: W, depth: D, height: H } = model;
  const topT = rng.range(2.5, 4.5);
  const frame = legSurface(rng, body);
  const parts: Part[] = [];
  if (model.round) {
    parts.push(cylinder([0, H - topT, 0], topT, W / 2, W / 2, body));
    const base = rng.pick(['pedestal', 'legs', 'tripod'] as const);
    if (base === 'pedestal') {
      parts.push(cylinder([0, 0, 0], 2, W * 0.28, W * 0.24, frame));
      parts.push(cylinder([0, 2, 0], H - topT - 2, W * 0.07, W * 0.09, frame));
    } else {
      const n = base === 'tripod' ? 3 : 4;
      for (let i = 0; i < n; i++) {
        const a = (i / n) * Math.PI * 2 + Math.PI / 4;
        const r = W * 0.36;
        parts.push(
          rod(
            [
              [Math.cos(a) * r * 1.08, 0, Math.sin(a) * r * 1.08],
              [Math.cos(a) * r * 0.8, H - topT, Math.sin(a) * r * 0.8],
            ],
            frame.finish === 'metal' ? 1.1 : 2,
            frame,
          ),
        );
      }
    }
    if (options.shelf) parts.push(cylinder([0, H * 0.3, 0], 2, W * 0.4, W * 0.4, body));
    return parts;
  }
  const style = rng.pick<LegStyle | 'panel' | 'trestle'>(['taper', 'block', 'metal', 'sled', 'panel', 'trestle']);
  parts.push(box(-W / 2, W / 2, H - topT, H, -D / 2, D / 2, body));
  const legH = H - topT;
  if (style === 'panel') {
    parts.push(box(-W / 2 + 2, -W / 2 + 6, 0, legH, -D / 2 + 2, D / 2 - 2, body));
    parts.push(box(W / 2 - 6, W / 2 - 2, 0, legH, -D / 2 + 2, D / 2 - 2, body));
  } else if (style === 'trestle') {
    for (const side of [-1, 1]) {
      const x = side * (W / 2 - W * 0.15);
      parts.push(box(x - 3, x + 3, 0, 4, -D / 2 + 6, D / 2 - 6, frame));
      parts.push(box(x - 3, x + 3, 4, legH, -3, 3, frame));
    }
    parts.push(box(-W / 2 + W * 0.15, W / 2 - W * 0.15, legH * 0.3, legH * 0.3 + 5, -1.5, 1.5, frame));
  } else {
    parts.push(...legs(style as LegStyle, W, D, legH, frame, 5));
    if (style !== 'sled') parts.push(box(-W / 2 + 4, W / 2 - 4, legH - 7, legH, -D / 2 + 4, D / 2 - 4, darkenSurface(body, 0.06)));
  }
  if (options.shelf) parts.push(box(-W / 2 + 6, W / 2 - 6, H * 0.22, H * 0.22 + 2, -D / 2 + 6, D / 2 - 6, body));
  return parts;
}

const darkenSurface = (surface: Surface, amount: number): Surface => ({ ...surface, colour: darken(surface.colour, amount) });

function chair(W: number, D: number, H: number, body: Surface, rng: Rng, material: Finish): Part[] {
  const seatH = Math.min(48, H * 0.55);
  const upholstered = material === 'fabric' || material === 'velvet' || material === 'leather';
  const frame = upholstered ? legSurface(rng, body) : body;
  const back = rng.pick(['solid', 'slats', 'rail', 'round'] as const);
  const parts: Part[] = [];
  const seatT = upholstered ? 8 : 3.5;
  parts.push(box(-W / 2, W / 2, seatH - seatT, seatH, -D / 2 + 2, D / 2, body, { soft: upholstered ? 2 : 0 }));
  const legStyle: LegStyle = frame.finish === 'metal' ? 'metal' : rng.pick(['taper', 'turned']);
  parts.push(...legs(legStyle, W, D, seatH - seatT, frame, 3));
  const backZ = -D / 2 + 2;
  if (back === 'solid' || upholstered) {
    parts.push(
      leaning(box(-W / 2 + 1, W / 2 - 1, seatH, H, backZ, backZ + (upholstered ? 7 : 2.5), upholstered ? body : frame, { soft: upholstered ? 2.5 : 0 }), 0, -6),
    );
    if (upholstered || back !== 'solid')
      parts.push(...[-1, 1].map((s) => leaning(box(s * (W / 2 - 4) - 1.5, s * (W / 2 - 4) + 1.5, seatH - 1, H - 6, backZ - 3, backZ, frame), 0, -6)));
  } else if (back === 'slats') {
    parts.push(...[-1, 1].map((s) => leaning(box(s * (W / 2 - 2) - 1.8, s * (W / 2 - 2) + 1.8, seatH, H, backZ, backZ + 3, frame), 0, -6)));
    for (let i = 0; i < 5; i++) {
      const x = -W / 2 + 6 + ((W - 12) / 4) * i;
      parts.push(leaning(box(x - 1.2, x + 1.2, seatH + 4, H - 6, backZ + 0.6, backZ + 2.2, frame), 0, -5));
    }
    parts.push(leaning(box(-W / 2 + 1, W / 2 - 1, H - 8, H, backZ, backZ + 3, frame), 0, -1));
  } else {
    parts.push(...[-1, 1].map((s) => leaning(box(s * (W / 2 - 2) - 1.8, s * (W / 2 - 2) + 1.8, seatH, H, backZ, backZ + 3, frame), 0, -6)));
    parts.push(leaning(box(-W / 2 + 1, W / 2 - 1, H - (back === 'round' ? 16 : 10), H, backZ, backZ + 3, frame), 0, -1));
    parts.push(leaning(box(-W / 2 + 3, W / 2 - 3, seatH + 10, seatH + 14, backZ + 0.5, backZ + 2.5, frame), 0, -3));
  }
  return parts;
}

function bed(model: ProductModel, body: Surface, rng: Rng): Part[] {
  const { width: W, depth: D, height: H } = model;
  const parts: Part[] = [];
  const legH = rng.pick([4, 10, 14]);
  const railTop = legH + rng.range(22, 30);
  const headT = rng.range(7, 12);
  const upholstered = body.finish !== 'wood' && body.finish !== 'lacquer' && body.finish !== 'metal';
  const headStyle = rng.pick(['panel', 'channels', 'framed'] as const);
  const zb = -D / 2;
  parts.push(
    box(-W / 2, W / 2, legH, H, zb, zb + headT, body, {
      soft: upholstered ? 2.5 : 0,
      decorate: (corners, face) => {
        if (face !== 'front' || headStyle === 'panel') return '';
        if (headStyle === 'framed') return frameLines(corners, darken(body.colour, 0.2));
        const n = Math.round(W / 22);
        let d = '';
        for (let i = 1; i < n; i++) d += segment(onFace(corners, i / n, 0.45), onFace(corners, i / n, 0.97));
        return `<path d="${d}" stroke="${darken(body.colour, 0.3)}" stroke-width="0.8" fill="none"/>`;
      },
    }),
  );
  parts.push(box(-W / 2, W / 2, legH, railTop, zb + headT, D / 2, body, { soft: upholstered ? 2 : 0 }));
  const mattressTop = railTop + rng.range(14, 20);
  parts.push(box(-W / 2 + 2, W / 2 - 2, railTop, mattressTop, zb + headT, D / 2 - 2, MATTRESS, { soft: 2 }));
  // Duvet over the lower two thirds, pillows at the head.
  const duvet: Surface = rng.pick([LINEN_WHITE, { colour: mix(body.colour, '#f1ede4', 0.75), finish: 'fabric' as Finish }]);
  parts.push(box(-W / 2 + 1, W / 2 - 1, mattressTop - 6, mattressTop + 4, zb + headT + D * 0.3, D / 2, duvet, { soft: 3 }));
  parts.push(
    box(
      -W / 2 + 1,
      W / 2 - 1,
      mattressTop - 6,
      mattressTop + 5,
      zb + headT + D * 0.3,
      zb + headT + D * 0.3 + 22,
      { colour: darken(duvet.colour, 0.05), finish: 'fabric' },
      { soft: 3 },
    ),
  );
  const pillows = W > 120 ? 2 : 1;
  for (let i = 0; i < pillows; i++) {
    const pw = (W - 12) / pillows;
    const x = -W / 2 + 6 + pw * i;
    parts.push(leaning(box(x + 2, x + pw - 2, mattressTop, mattressTop + 14, zb + headT + 3, zb + headT + 35, LINEN_WHITE, { soft: 4 }), 0, -3));
  }
  parts.push(...legs(rng.pick<LegStyle>(['block', 'taper', 'plinth']), W, D, legH, legSurface(rng, body), 6));
  return parts;
}

// — lights and small things —

function shadeSurface(rng: Rng, body: Surface): Surface {
  return body.finish === 'glass' ? { colour: '#e8f0f0', finish: 'glass' } : rng.chance(0.5) ? { colour: '#efe6d4', finish: 'fabric' } : body;
}

function lamp(kind: 'pendant-lamp' | 'floor-lamp' | 'table-lamp' | 'wall-lamp', model: ProductModel, body: Surface, rng: Rng): Part[] {
  const { width: W, depth: D, height: H } = model;
  const metal: Surface = body.finish === 'metal' ? body : rng.pick([BRASS, BLACK_METAL]);
  const parts: Part[] = [];
  if (kind === 'pendant-lamp') {
    // The shade hangs between y = 0 and the stated height; the cord goes on up to the ceiling.
    if (!model.round) {
      // A linear pendant: a long bar on two cords.
      const barH = Math.min(H, 12);
      parts.push(box(-W / 2, W / 2, 0, barH, -D / 4, D / 4, body.finish === 'glass' ? BLACK_METAL : body));
      parts.push(box(-W / 2 + 3, W / 2 - 3, -1, 0, -D / 4 + 2, D / 4 - 2, BULB));
      for (const x of [-W / 3, W / 3])
        parts.push(
          rod(
            [
              [x, barH, 0],
              [x, barH + 45, 0],
            ],
            0.3,
            BLACK_METAL,
          ),
        );
      return parts;
    }
    const style = body.finish === 'glass' ? 'globe' : rng.pick(['dome', 'drum', 'cone'] as const);
    parts.push(
      rod(
        [
          [0, H, 0],
          [0, H + 45, 0],
        ],
        0.4,
        BLACK_METAL,
      ),
    );
    if (style === 'globe') {
      parts.push(sphere([0, H / 2, 0], Math.min(W, H) / 2, { colour: body.colour, finish: 'glass' }));
      parts.push(sphere([0, H / 2, 0], W / 9, BULB));
    } else {
      const r0 = W / 2;
      const r1 = style === 'dome' ? W * 0.12 : style === 'drum' ? W / 2 : W * 0.2;
      parts.push(cylinder([0, 0, 0], H, r0, r1, body, { open: true }));
      parts.push(sphere([0, 2, 0], Math.min(5, W / 10), BULB));
    }
    return parts;
  }
  if (kind === 'floor-lamp') {
    if (!model.round && W > 100) {
      // Arc lamp: marble or metal foot, a long arc, a dome over the far end.
      parts.push(box(-W / 2, -W / 2 + 30, 0, 8, -15, 15, rng.chance(0.5) ? { colour: '#e9e7e2', finish: 'stone' } : metal));
      const arc: V3[] = [];
      for (let i = 0; i <= 16; i++) {
        const t = i / 16;
        arc.push([-W / 2 + 15 + (W - 35) * t, 8 + (H - 8) * Math.sin(t * Math.PI * 0.62) - (t > 0.7 ? (t - 0.7) * 60 : 0), 0]);
      }
      parts.push(rod(arc, 1, metal));
      const end = arc[arc.length - 1]!;
      parts.push(cylinder([end[0], end[1] - 26, 0], 22, 18, 6, body.finish === 'fabric' ? body : metal, { open: true }));
      parts.push(sphere([end[0], end[1] - 24, 0], 4, BULB));
      return parts;
    }
    const shade = shadeSurface(rng, body);
    const shadeH = Math.min(40, H * 0.22);
    const r = W / 2;
    const tripod = rng.chance(0.4);
    if (tripod) {
      for (let i = 0; i < 3; i++) {
        const a = (i / 3) * Math.PI * 2 + 0.5;
        parts.push(
          rod(
            [
              [Math.cos(a) * r * 0.9, 0, Math.sin(a) * r * 0.9],
              [0, H * 0.55, 0],
            ],
            1.1,
            body.finish === 'wood' ? body : metal,
          ),
        );
      }
      parts.push(
        rod(
          [
            [0, H * 0.55, 0],
            [0, H - shadeH, 0],
          ],
          1,
          metal,
        ),
      );
    } else {
      parts.push(cylinder([0, 0, 0], 3, r * 0.75, r * 0.7, metal));
      parts.push(
        rod(
          [
            [0, 3, 0],
            [0, H - shadeH, 0],
          ],
          1,
          metal,
        ),
      );
    }
    parts.push(cylinder([0, H - shadeH, 0], shadeH, r, r * rng.pick([0.65, 0.8, 1]), shade, { open: true }));
    parts.push(sphere([0, H - shadeH + 3, 0], 3, BULB));
    return parts;
  }
  if (kind === 'table-lamp') {
    if (!model.round) {
      // A desk lamp: foot, two arms, a small head.
      parts.push(cylinder([0, 0, 0], 2.5, W / 2, W / 2, metal));
      parts.push(
        rod(
          [
            [0, 2.5, 0],
            [0, H * 0.5, -D * 0.25],
            [0, H * 0.85, D * 0.2],
          ],
          0.8,
          metal,
        ),
      );
      parts.push(leaning({ ...box(-5, 5, H * 0.7, H * 0.85, D * 0.15, D * 0.45, body) }, 0, 0));
      parts.push(box(-4, 4, H * 0.69, H * 0.7, D * 0.18, D * 0.42, BULB));
      return parts;
    }
    const shade = shadeSurface(rng, body);
    const shadeH = H * 0.4;
    const baseH = H - shadeH + 4;
    const baseStyle = rng.pick(['gourd', 'column', 'sphere'] as const);
    const baseSurface: Surface = body.finish === 'fabric' ? { colour: '#e7e1d6', finish: 'ceramic' } : body;
    if (baseStyle === 'sphere') {
      parts.push(cylinder([0, 0, 0], 2, W * 0.18, W * 0.18, baseSurface));
      parts.push(sphere([0, baseH * 0.42, 0], Math.min(W * 0.3, baseH * 0.4), baseSurface));
      parts.push(
        rod(
          [
            [0, baseH * 0.8, 0],
            [0, baseH, 0],
          ],
          0.6,
          metal,
        ),
      );
    } else if (baseStyle === 'gourd') {
      parts.push(cylinder([0, 0, 0], baseH * 0.35, W * 0.16, W * 0.3, baseSurface));
      parts.push(cylinder([0, baseH * 0.35, 0], baseH * 0.4, W * 0.3, W * 0.08, baseSurface));
      parts.push(
        rod(
          [
            [0, baseH * 0.75, 0],
            [0, baseH, 0],
          ],
          0.6,
          metal,
        ),
      );
    } else {
      parts.push(cylinder([0, 0, 0], 2, W * 0.25, W * 0.25, baseSurface));
      parts.push(cylinder([0, 2, 0], baseH - 2, W * 0.06, W * 0.06, baseSurface));
    }
    parts.push(cylinder([0, H - shadeH, 0], shadeH, W / 2, (W / 2) * rng.pick([0.7, 0.85, 1]), shade, { open: true }));
    return parts;
  }
  // Wall lamp: back plate, arm, shade.
  parts.push(box(-W * 0.25, W * 0.25, H * 0.3, H * 0.7, -D / 2, -D / 2 + 2, metal));
  parts.push(
    rod(
      [
        [0, H * 0.5, -D / 2 + 2],
        [0, H * 0.5, D / 2 - W / 2],
      ],
      0.8,
      metal,
    ),
  );
  const shade = shadeSurface(rng, body);
  parts.push(cylinder([0, H * 0.25, D / 2 - W / 2], H * 0.5, W / 2, W * 0.3, shade, { open: true }));
  parts.push(sphere([0, H * 0.3, D / 2 - W / 2], 2.5, BULB));
  return parts;
}

function books(x0: number, x1: number, y: number, maxH: number, z0: number, z1: number, rng: Rng): Part[] {
  const parts: Part[] = [];
  const colours = ['#8b3a2f', '#2d4a63', '#c9a25b', '#ece3d0', '#4f6b4a', '#3a3a3e', '#b86a4b'];
  let x = x0 + 1;
  const stop = x0 + (x1 - x0) * rng.range(0.45, 0.8);
  while (x < stop) {
    const w = rng.range(2, 4.5);
    const h = maxH * rng.range(0.65, 0.92);
    parts.push(box(x, x + w, y, y + h, z0 + rng.range(0, 2), z1, { colour: rng.pick(colours), finish: 'paper' }));
    x += w + 0.3;
  }
  if (x1 - x > 18 && rng.chance(0.7))
    parts.push(
      cylinder([(x + x1) / 2 + 3, y, (z0 + z1) / 2], Math.min(maxH * 0.7, 18), 4, 3, {
        colour: rng.pick(['#e9e4da', '#c4663e', '#9db08e']),
        finish: 'ceramic',
      }),
    );
  return parts;
}

function plant(y: number, spread: number, height: number, rng: Rng): Part[] {
  const parts: Part[] = [];
  const n = 7;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + rng.range(0, 0.5);
    const r = spread * rng.range(0.2, 0.55);
    parts.push(
      sphere([Math.cos(a) * r, y + height * rng.range(0.35, 0.8), Math.sin(a) * r], spread * rng.range(0.25, 0.4), {
        colour: i % 2 ? LEAF.colour : darken(LEAF.colour, 0.15),
        finish: 'plant',
      }),
    );
  }
  parts.push(sphere([0, y + height * 0.95, 0], spread * 0.32, LEAF));
  return parts;
}

// — one function per kind —

export function buildPiece(kind: ProductImageKind, colour: string, model: ProductModel): Piece {
  const rng = seeded(model.seed);
  const finish = finishOf(model.material);
  const body: Surface = { colour, finish };
  const { width: W, depth: D, height: H } = model;
  const handleSurface = rng.pick([BRASS, BLACK_METAL, CHROME, darkenSurface(body, 0.25)]);
  const cabinetLegs = (): { legStyle: LegStyle; legH: number } => {
    const legStyle = rng.pick<LegStyle>(['taper', 'plinth', 'block', 'metal']);
    return { legStyle, legH: legStyle === 'plinth' ? 6 : rng.range(10, 18) };
  };
  switch (kind) {
    case 'sofa':
    case 'corner-sofa':
    case 'armchair':
      return { parts: upholstered(model, body, rng, kind), placement: 'floor' };
    case 'pouf': {
      const parts: Part[] = [];
      if (model.round) parts.push(cylinder([0, 0, 0], H, W / 2, W / 2 - 1, body, { soft: 2.5 }));
      else parts.push(box(-W / 2, W / 2, 0, H, -D / 2, D / 2, body, { soft: 3 }));
      if (rng.chance(0.5)) parts.push(sphere([0, H + 0.2, 0], 1.5, darkenSurface(body, 0.2)));
      return { parts, placement: 'floor' };
    }
    case 'coffee-table':
      return { parts: table(model, body, rng, { shelf: rng.chance(0.5) }), placement: 'floor' };
    case 'dining-table':
    case 'desk': {
      const parts = table(model, body, rng);
      if (kind === 'desk' && rng.chance(0.6))
        parts.push(
          box(W / 2 - 45, W / 2 - 6, H - 18, H - 4, -D / 2 + 4, D / 2 - 3, body, { decorate: (c, f) => (f === 'front' ? frontLines(c, 1, 1, colour) : '') }),
          sphere([W / 2 - 25, H - 11, D / 2 - 1.5], 1.3, handleSurface),
        );
      return { parts, placement: 'floor' };
    }
    case 'tv-stand':
    case 'sideboard':
    case 'dresser':
    case 'nightstand': {
      const { legStyle, legH } = cabinetLegs();
      const columns = kind === 'dresser' ? (W > 110 ? 2 : 1) : kind === 'nightstand' ? 1 : Math.max(2, Math.round(W / 50));
      const rows = kind === 'dresser' ? Math.max(3, Math.round((H - legH) / 22)) : kind === 'nightstand' ? rng.pick([1, 2]) : rng.pick([1, 1, 2]);
      const wall = kind === 'nightstand' && H < 30;
      const parts = cabinet(W, D, H, body, {
        legStyle: wall ? 'plinth' : legStyle,
        legH: wall ? 0 : legH,
        columns,
        rows,
        handle: rng.pick<Handle>(['bar', 'knob', 'none', 'bar']),
        handleSurface,
        open: kind === 'tv-stand' && rng.chance(0.6),
      });
      if (kind === 'nightstand' && !wall) parts.push(...booksOnTop(W, D, H, rng));
      return { parts, placement: wall ? 'wall' : 'floor' };
    }
    case 'wardrobe': {
      const doors = Math.max(2, Math.round(W / 55));
      const parts = cabinet(W, D, H, body, {
        legStyle: rng.pick<LegStyle>(['plinth', 'block']),
        legH: 8,
        columns: doors,
        rows: 1,
        handle: rng.pick<Handle>(['long', 'bar', 'knob', 'long']),
        handleSurface,
      });
      if (rng.chance(0.4)) {
        // A mirror on one door.
        const dw = W / doors;
        const x0 = -W / 2 + dw * (doors - 1) + 6;
        parts.push(box(x0, x0 + dw - 12, 30, H - 25, D / 2, D / 2 + 0.4, MIRROR, { decorate: (c, f) => (f === 'front' ? frameLines(c, '#ffffff') : '') }));
      }
      return { parts, placement: 'floor' };
    }
    case 'display-cabinet': {
      const { legStyle, legH } = cabinetLegs();
      return {
        parts: cabinet(W, D, H, body, { legStyle, legH, columns: W > 100 ? 2 : 1, rows: 1, handle: 'knob', handleSurface, glass: true }),
        placement: 'floor',
      };
    }
    case 'bookcase': {
      const parts: Part[] = [];
      const t = 2.5;
      const base = rng.pick([4, 8]);
      parts.push(box(-W / 2, -W / 2 + t, 0, H, -D / 2, D / 2, body), box(W / 2 - t, W / 2, 0, H, -D / 2, D / 2, body));
      parts.push(box(-W / 2 + t, W / 2 - t, 0, base, -D / 2 + 1, D / 2 - 1, darkenSurface(body, 0.05)));
      parts.push(box(-W / 2 + t, W / 2 - t, base, H, -D / 2, -D / 2 + 1, darkenSurface(body, 0.2)));
      const shelves = Math.max(1, Math.round(H / 36));
      const step = (H - base) / shelves;
      for (let i = 0; i <= shelves; i++) {
        const y = base + step * i;
        parts.push(box(-W / 2 + t, W / 2 - t, y - t, y, -D / 2 + 1, D / 2, body));
        if (i < shelves) parts.push(...books(-W / 2 + t, W / 2 - t, y, step - t - 2, -D / 2 + 2, D / 2 - 3, rng));
      }
      return { parts, placement: 'floor' };
    }
    case 'wall-shelf': {
      const parts: Part[] = [];
      if (H < 10) {
        parts.push(box(-W / 2, W / 2, 0, H, -D / 2, D / 2, body));
        parts.push(...books(-W / 2, W / 2, H, 22, -D / 2 + 1, D / 2 - 2, rng));
      } else {
        const shelves = Math.max(2, Math.round(H / 35));
        const t = 2;
        for (const side of [-1, 1])
          parts.push(
            box(
              (side * W) / 2 - (side > 0 ? t : 0),
              (side * W) / 2 + (side < 0 ? t : 0),
              0,
              H,
              -D / 2,
              D / 2,
              body.finish === 'metal' ? body : rng.pick([body, BLACK_METAL]),
            ),
          );
        for (let i = 0; i < shelves; i++) {
          const y = (H - t) * (i / (shelves - 1));
          parts.push(box(-W / 2 + t, W / 2 - t, y, y + t, -D / 2, D / 2, body));
          if (i < shelves - 1) parts.push(...books(-W / 2 + t, W / 2 - t, y + t, (H / (shelves - 1)) * 0.8, -D / 2 + 1, D / 2 - 2, rng));
        }
      }
      return { parts, placement: 'wall' };
    }
    case 'bed':
      return { parts: bed(model, body, rng), placement: 'floor' };
    case 'mattress': {
      const across = Math.round(W / 22);
      const along = Math.round(D / 22);
      return {
        parts: [
          box(-W / 2, W / 2, 0, H, -D / 2, D / 2, MATTRESS.colour === colour ? MATTRESS : { colour: mix(colour, '#f3f1ec', 0.7), finish: 'fabric' }, {
            soft: 2.5,
            decorate: (c, f) =>
              f === 'top'
                ? quilting(c, colour, across, along)
                : f === 'front'
                  ? `<path d="${segment(onFace(c, 0, 0.25), onFace(c, 1, 0.25))}${segment(onFace(c, 0, 0.75), onFace(c, 1, 0.75))}" stroke="${darken(colour, 0.2)}" stroke-width="0.8"/>`
                  : f === 'right'
                    ? `<path d="${segment(onFace(c, 0.25, 0), onFace(c, 0.25, 1))}${segment(onFace(c, 0.75, 0), onFace(c, 0.75, 1))}" stroke="${darken(colour, 0.2)}" stroke-width="0.8"/>`
                    : '',
          }),
        ],
        placement: 'flat',
      };
    }
    case 'chair':
      return { parts: chair(W, D, H, body, rng, finish), placement: 'floor' };
    case 'bar-stool': {
      const parts: Part[] = [];
      const seatH = H > 85 && rng.chance(0.5) ? H * 0.72 : H - 2;
      const frame = finish === 'metal' ? body : legSurface(rng, body);
      const seatSurface = finish === 'metal' ? rng.pick([OAK, { colour: darken(colour, 0.1), finish: 'leather' as Finish }]) : body;
      if (rng.chance(0.5)) parts.push(cylinder([0, seatH - 5, 0], 5, W / 2 - 2, W / 2, seatSurface, { soft: finish === 'wood' ? 0 : 1.5 }));
      else parts.push(box(-W / 2 + 2, W / 2 - 2, seatH - 5, seatH, -D / 2 + 2, D / 2 - 2, seatSurface, { soft: finish === 'wood' ? 0 : 1.5 }));
      if (seatH < H - 5)
        parts.push(
          leaning(box(-W / 2 + 3, W / 2 - 3, seatH + 6, H, -D / 2 + 1, -D / 2 + 4, seatSurface, { soft: 1 }), 0, -4),
          ...[-1, 1].map((s) =>
            rod(
              [
                [s * (W / 2 - 5), seatH, -D / 2 + 3],
                [s * (W / 2 - 5), seatH + 8, -D / 2 + 2.5],
              ],
              0.8,
              frame,
            ),
          ),
        );
      if (rng.chance(0.5)) {
        for (const [x, z] of [
          [-1, -1],
          [1, -1],
          [-1, 1],
          [1, 1],
        ] as const)
          parts.push(
            rod(
              [
                [x * (W / 2 - 1), 0, z * (D / 2 - 1)],
                [x * (W / 2 - 6), seatH - 5, z * (D / 2 - 6)],
              ],
              frame.finish === 'metal' ? 0.9 : 1.6,
              frame,
            ),
          );
        parts.push(
          rod(
            [
              [-(W / 2 - 3), 28, D / 2 - 3],
              [W / 2 - 3, 28, D / 2 - 3],
            ],
            0.8,
            frame,
          ),
        );
      } else {
        parts.push(
          cylinder([0, 0, 0], 1.5, W * 0.42, W * 0.42, frame),
          rod(
            [
              [0, 1.5, 0],
              [0, seatH - 5, 0],
            ],
            2.2,
            CHROME,
          ),
          cylinder([0, 28, 0], 1, W * 0.3, W * 0.3, CHROME),
        );
      }
      return { parts, placement: 'floor' };
    }
    case 'office-chair': {
      const parts: Part[] = [];
      const seatH = 48;
      const spokes = 5;
      for (let i = 0; i < spokes; i++) {
        const a = (i / spokes) * Math.PI * 2 + 0.3;
        const r = W / 2 - 3;
        parts.push(
          rod(
            [
              [0, 8, 0],
              [Math.cos(a) * r, 5, Math.sin(a) * r],
            ],
            1.6,
            BLACK_METAL,
          ),
          sphere([Math.cos(a) * r, 2.5, Math.sin(a) * r], 2.5, BLACK_METAL),
        );
      }
      parts.push(
        rod(
          [
            [0, 8, 0],
            [0, seatH - 8, 0],
          ],
          2.2,
          CHROME,
        ),
      );
      parts.push(box(-W / 2 + 6, W / 2 - 6, seatH - 8, seatH, -D / 2 + 6, D / 2 - 2, body, { soft: 2.5 }));
      parts.push(leaning(box(-W / 2 + 8, W / 2 - 8, seatH + 4, H, -D / 2 + 4, -D / 2 + 10, body, { soft: 3 }), 0, -6));
      parts.push(
        rod(
          [
            [0, seatH - 4, -D / 2 + 8],
            [0, seatH + 6, -D / 2 + 6],
          ],
          1.5,
          BLACK_METAL,
        ),
      );
      if (rng.chance(0.7))
        for (const s of [-1, 1])
          parts.push(
            rod(
              [
                [s * (W / 2 - 5), seatH - 2, -2],
                [s * (W / 2 - 4), seatH + 18, -2],
                [s * (W / 2 - 4), seatH + 18, D / 2 - 12],
              ],
              1.4,
              BLACK_METAL,
            ),
          );
      return { parts, placement: 'floor' };
    }
    case 'garden-set': {
      const parts: Part[] = [];
      const tw = model.round ? W : W * 0.5;
      const td = model.round ? D : D * 0.55;
      const tableModel = { ...model, width: tw, depth: td, height: Math.min(H, 75) };
      if (W > 190) {
        // A lounge set: a low table in front of a two-seater.
        parts.push(
          ...upholstered({ ...model, width: W * 0.7, depth: 80, height: 75, seed: model.seed }, { colour: '#e8e1d3', finish: 'fabric' }, rng, 'sofa').map((p) =>
            shift(p, 0, -D / 2 + 40),
          ),
        );
        parts.push(...table({ ...model, width: W * 0.4, depth: 50, height: 40 }, body, rng).map((p) => shift(p, 0, D / 2 - 30)));
        return { parts, placement: 'floor' };
      }
      parts.push(...table(tableModel, body, rng));
      const chairSurface: Surface = finish === 'metal' ? rng.pick([{ colour: darken(colour, 0.05), finish: 'metal' as Finish }, OAK]) : body;
      const chairs = model.round ? 2 : 4;
      for (let i = 0; i < chairs; i++) {
        const side = i % 2 ? 1 : -1;
        const z = model.round ? 0 : i < 2 ? -td / 4 : td / 4;
        const c = chair(44, 48, 82, chairSurface, rng, chairSurface.finish);
        // Chairs face the table from both ends.
        const rotated = c.map((p) => rotateY(p, side < 0 ? Math.PI / 2 : -Math.PI / 2));
        parts.push(...rotated.map((p) => shift(p, side * (tw / 2 + 18), z)));
      }
      return { parts, placement: 'floor' };
    }
    case 'lounger': {
      const parts: Part[] = [];
      const frame = finish === 'metal' ? body : finish === 'wood' ? body : { colour: darken(colour, 0.1), finish: 'fabric' as Finish };
      const cushion: Surface = { colour: rng.pick(['#e8e1d3', '#9aa4a8', '#d6c1a0']), finish: 'fabric' };
      const bedH = Math.max(30, Math.min(38, H * 0.4));
      parts.push(box(-W / 2, W / 2, bedH - 6, bedH, -D / 2 + D * 0.32, D / 2, frame));
      parts.push(box(-W / 2 + 3, W / 2 - 3, bedH, bedH + 6, -D / 2 + D * 0.32, D / 2 - 2, cushion, { soft: 2 }));
      const back = box(-W / 2 + 3, W / 2 - 3, bedH, bedH + 6, -D / 2, -D / 2 + D * 0.32, cushion, { soft: 2 });
      // Raise the back rest: rotate the head end up around its hinge.
      const hinge = -D / 2 + D * 0.32;
      const angle = 0.9;
      parts.push({
        ...back,
        corners: back.corners.map((c) => [c[0], bedH + (c[1] - bedH) + (hinge - c[2]) * Math.sin(angle), hinge - (hinge - c[2]) * Math.cos(angle)] as V3),
      });
      // Legs under the frame only (it starts where the back rest is hinged).
      parts.push(...legs(frame.finish === 'metal' ? 'metal' : 'block', W, D * 0.68, bedH - 6, frame, 4).map((p) => shiftZ(p, D * 0.16)));
      return { parts, placement: 'floor' };
    }
    case 'parasol': {
      const canopyLow = H - 55;
      return {
        parts: [
          box(-30, 30, 0, 8, -30, 30, { colour: '#6f6f70', finish: 'stone' }),
          rod(
            [
              [0, 8, 0],
              [0, H, 0],
            ],
            2,
            rng.pick([OAK, CHROME]),
          ),
          cylinder([0, canopyLow, 0], H - canopyLow - 2, W / 2, 6, body, { open: true }),
          cylinder([0, canopyLow - 12, 0], 12, W / 2, W / 2, body, { open: true }),
        ],
        placement: 'floor',
      };
    }
    case 'plant-pot': {
      const style = rng.pick(['taper', 'straight', 'bowl'] as const);
      const r = W / 2;
      const parts: Part[] = [];
      if (style === 'bowl') {
        parts.push(cylinder([0, 0, 0], H * 0.3, r * 0.55, r * 0.95, body), cylinder([0, H * 0.3, 0], H * 0.7, r * 0.95, r, body));
      } else parts.push(cylinder([0, 0, 0], H, style === 'taper' ? r * 0.72 : r * 0.95, r, body));
      parts.push(cylinder([0, H - 2, 0], 0.5, r - 1.5, r - 1.5, SOIL));
      parts.push(...plant(H, r * 1.6, H * 1.3, rng));
      return { parts, placement: 'floor' };
    }
    case 'rug': {
      const pattern = rng.pick(['border', 'stripes', 'plain', 'diamond'] as const);
      const accent = luminance(colour) > 0.4 ? darken(colour, 0.3) : lighten(colour, 0.45);
      const decorate = (c: Corners, f: string) => (f === 'top' ? rugPattern(c, pattern, accent) : '');
      const parts: Part[] = model.round
        ? [cylinder([0, 0, 0], Math.max(1, H), W / 2, W / 2, body, { decorate })]
        : [box(-W / 2, W / 2, 0, Math.max(1, H), -D / 2, D / 2, body, { decorate })];
      return { parts, placement: 'flat' };
    }
    case 'throw':
    case 'bedding': {
      // Folded: a stack of soft layers with the fold showing.
      const parts: Part[] = [];
      const fw = Math.min(W / 3, 55);
      const fd = Math.min(D / 4, 42);
      const layers = kind === 'bedding' ? 3 : 4;
      for (let i = 0; i < layers; i++) {
        const s = kind === 'bedding' && i === layers - 1 ? LINEN_WHITE : body;
        parts.push(box(-fw / 2, fw / 2, i * 4, i * 4 + 4, -fd / 2, fd / 2, s, { soft: 1.8 }));
      }
      if (kind === 'bedding') parts.push(box(-fw / 2 + 3, fw / 2 - 3, layers * 4, layers * 4 + 6, -fd / 2 + 3, fd / 2 - 3, body, { soft: 3 }));
      if (kind === 'throw' && rng.chance(0.6))
        for (let x = -fw / 2 + 1; x < fw / 2; x += 2)
          parts.push(
            rod(
              [
                [x, 1, fd / 2 + 0.5],
                [x, 0, fd / 2 + 3],
              ],
              0.25,
              body,
            ),
          );
      return { parts, placement: 'flat' };
    }
    case 'cushion': {
      const parts: Part[] = [box(-W / 2, W / 2, 0, H, -D / 2, D / 2, body, { soft: Math.min(W, H) * 0.12 })];
      if (rng.chance(0.4)) parts.push(sphere([0, H / 2, D / 2 + 0.5], 1.5, darkenSurface(body, 0.2)));
      return { parts: parts.map((p) => (p.type === 'box' ? leaning(p, 0, -4) : p)), placement: 'floor' };
    }
    case 'curtain': {
      const parts: Part[] = [
        rod(
          [
            [-W / 2 - 10, H + 4, 0],
            [W / 2 + 10, H + 4, 0],
          ],
          1.2,
          rng.pick([BRASS, BLACK_METAL]),
        ),
      ];
      const folds = Math.round(W / 12);
      const fw = W / folds;
      for (let i = 0; i < folds; i++) {
        const z = i % 2 ? 3 : -3;
        parts.push(box(-W / 2 + fw * i, -W / 2 + fw * (i + 1), 0, H, z - 0.5, z + 0.5, i % 2 ? body : darkenSurface(body, 0.1)));
      }
      return { parts, placement: 'wall' };
    }
    case 'pendant-lamp':
      return { parts: lamp(kind, model, body, rng), placement: 'ceiling' };
    case 'floor-lamp':
      return { parts: lamp(kind, model, body, rng), placement: 'floor' };
    case 'table-lamp':
      return { parts: lamp(kind, model, body, rng), placement: 'floor' };
    case 'wall-lamp':
      return { parts: lamp(kind, model, body, rng), placement: 'wall' };
    case 'mirror': {
      const frame = finish === 'wood' || finish === 'metal' ? body : BRASS;
      const t = Math.min(4, D);
      if (model.round) {
        return {
          parts: [
            cylinder([0, H / 2, -t / 2], t, W / 2, W / 2, frame, { axis: 'z' }),
            cylinder([0, H / 2, t / 2], 0.3, W / 2 - 3, W / 2 - 3, MIRROR, { axis: 'z' }),
          ],
          placement: 'wall',
          round: true,
        };
      }
      const leaningFloor = H > 150 && D > 10;
      const parts: Part[] = [
        box(-W / 2, W / 2, 0, H, -t / 2, t / 2, frame),
        box(-W / 2 + 3, W / 2 - 3, 3, H - 3, t / 2, t / 2 + 0.3, MIRROR, { decorate: (c, f) => (f === 'front' ? frameLines(c, '#ffffff') : '') }),
      ];
      return { parts: leaningFloor ? parts.map((p) => (p.type === 'box' ? leaning(p, 0, -15) : p)) : parts, placement: leaningFloor ? 'floor' : 'wall' };
    }
    case 'vase': {
      const style = rng.pick(['bottle', 'round', 'tall'] as const);
      const r = W / 2;
      const parts: Part[] =
        style === 'bottle'
          ? [
              cylinder([0, 0, 0], H * 0.6, r * 0.8, r, body),
              cylinder([0, H * 0.6, 0], H * 0.25, r, r * 0.3, body),
              cylinder([0, H * 0.85, 0], H * 0.15, r * 0.3, r * 0.35, body),
            ]
          : style === 'round'
            ? [sphere([0, H * 0.45, 0], Math.min(r, H * 0.45), body), cylinder([0, H * 0.8, 0], H * 0.2, r * 0.35, r * 0.4, body)]
            : [cylinder([0, 0, 0], H, r * 0.7, r, body)];
      if (rng.chance(0.6))
        parts.push(
          rod(
            [
              [0, H * 0.9, 0],
              [-r * 0.8, H * 1.5, 0],
            ],
            0.4,
            LEAF,
          ),
          rod(
            [
              [0, H * 0.9, 0],
              [r, H * 1.4, 0],
            ],
            0.4,
            LEAF,
          ),
          sphere([-r * 0.8, H * 1.5, 0], r * 0.35, { colour: '#e8d9c0', finish: 'plant' }),
          sphere([r, H * 1.4, 0], r * 0.3, { colour: '#d9a58f', finish: 'plant' }),
        );
      return { parts, placement: 'floor' };
    }
    case 'wall-clock': {
      // Hangs flat: its shadow is round.
      const t = Math.max(3, D);
      const face: Surface = luminance(colour) > 0.5 ? { colour: '#2b2b2e', finish: 'lacquer' } : { colour: '#f7f3ec', finish: 'lacquer' };
      const parts: Part[] = [
        cylinder([0, H / 2, -t / 2], t, W / 2, W / 2, body, { axis: 'z' }),
        cylinder([0, H / 2, t / 2], 0.3, W / 2 - 2.5, W / 2 - 2.5, face, {
          axis: 'z',
          decorate: (c) => clockTicks(c, face.colour === '#2b2b2e' ? '#f7f3ec' : '#2b2b2e'),
        }),
      ];
      const hand = face.colour === '#2b2b2e' ? '#f7f3ec' : '#2b2b2e';
      parts.push(
        rod(
          [
            [0, H / 2, t / 2 + 0.6],
            [W * 0.18, H / 2 + W * 0.12, t / 2 + 0.6],
          ],
          0.6,
          { colour: hand, finish: 'lacquer' },
        ),
      );
      parts.push(
        rod(
          [
            [0, H / 2, t / 2 + 0.8],
            [-W * 0.05, H / 2 + W * 0.36, t / 2 + 0.8],
          ],
          0.4,
          { colour: hand, finish: 'lacquer' },
        ),
      );
      return { parts, placement: 'wall', round: true };
    }
    case 'candle-holder': {
      const parts: Part[] = [];
      const count = W > D * 1.5 ? 3 : 1;
      for (let i = 0; i < count; i++) {
        const x = count === 1 ? 0 : -W / 2 + W / 6 + (W / 3) * i;
        const h = H * (count === 1 ? 0.6 : [0.45, 0.65, 0.55][i]!);
        const r = Math.min(W / (count * 2) - 1, D / 2) * 0.6;
        parts.push(
          cylinder([x, 0, 0], h * 0.12, r * 1.3, r * 1.1, body),
          rod(
            [
              [x, h * 0.12, 0],
              [x, h * 0.7, 0],
            ],
            r * 0.35,
            body,
          ),
          cylinder([x, h * 0.7, 0], h * 0.08, r * 0.8, r * 1.1, body),
        );
        parts.push(cylinder([x, h * 0.78, 0], H - h * 0.78 > 0 ? Math.min(H * 0.35, 18) : 10, r * 0.55, r * 0.55, { colour: '#f6f1e6', finish: 'ceramic' }));
        parts.push(sphere([x, h * 0.78 + Math.min(H * 0.35, 18) + 1.5, 0], 1.2, BULB));
      }
      return { parts, placement: 'floor' };
    }
    case 'picture-frame': {
      const t = Math.max(2, Math.min(4, D));
      const artColours = [lighten(colour, 0.3), '#c4663e', '#2d3f5e', '#d1a03a', '#9db08e'];
      const a = rng.pick(artColours);
      const b = rng.pick(artColours);
      return {
        parts: [
          box(-W / 2, W / 2, 0, H, -t / 2, t / 2, body),
          box(
            -W / 2 + 3,
            W / 2 - 3,
            3,
            H - 3,
            t / 2,
            t / 2 + 0.2,
            { colour: '#f7f3ec', finish: 'paper' },
            {
              decorate: (c, f) => (f === 'front' ? artwork(c, a, b, rng.next()) : ''),
            },
          ),
        ],
        placement: 'wall',
      };
    }
  }
}

function rotateY(part: Part, angle: number): Part {
  const turn = (p: V3): V3 => [p[0] * Math.cos(angle) + p[2] * Math.sin(angle), p[1], -p[0] * Math.sin(angle) + p[2] * Math.cos(angle)];
  switch (part.type) {
    case 'box':
      // Faces keep their corners; normals are worked out from the turned points.
      return { ...part, corners: part.corners.map(turn) };
    case 'rod':
      return { ...part, points: part.points.map(turn) };
    default:
      return { ...part, at: turn(part.at) };
  }
}

function booksOnTop(W: number, D: number, H: number, rng: Rng): Part[] {
  if (!rng.chance(0.6)) return [];
  return [
    box(-W / 4, -W / 4 + 16, H, H + 3, -D / 4, -D / 4 + 12, { colour: '#2d4a63', finish: 'paper' }),
    box(-W / 4 + 1, -W / 4 + 15, H + 3, H + 5, -D / 4 + 1, -D / 4 + 11, { colour: '#c9a25b', finish: 'paper' }),
  ];
}

function rugPattern(c: Corners, pattern: 'border' | 'stripes' | 'plain' | 'diamond', accent: string): string {
  const poly = (points: [number, number][]) => points.map((p) => p.map((n) => n.toFixed(1)).join(',')).join(' ');
  if (c.length > 4) {
    // Round rug: rings.
    const centre = c.reduce((s, p) => [s[0] + p[0] / c.length, s[1] + p[1] / c.length], [0, 0]);
    const ringAt = (k: number) => c.map((p) => [centre[0] + (p[0] - centre[0]) * k, centre[1] + (p[1] - centre[1]) * k] as [number, number]);
    return `<polygon points="${poly(ringAt(0.86))}" fill="none" stroke="${accent}" stroke-width="2"/><polygon points="${poly(ringAt(0.45))}" fill="${accent}" fill-opacity="0.35"/>`;
  }
  switch (pattern) {
    case 'border':
      return `<polygon points="${poly([onFace(c, 0.06, 0.06), onFace(c, 0.94, 0.06), onFace(c, 0.94, 0.94), onFace(c, 0.06, 0.94)])}" fill="none" stroke="${accent}" stroke-width="2.2"/><polygon points="${poly([onFace(c, 0.12, 0.12), onFace(c, 0.88, 0.12), onFace(c, 0.88, 0.88), onFace(c, 0.12, 0.88)])}" fill="none" stroke="${accent}" stroke-width="0.8"/>`;
    case 'stripes': {
      let out = '';
      for (let i = 1; i < 8; i += 2)
        out += `<polygon points="${poly([onFace(c, i / 8, 0), onFace(c, (i + 0.5) / 8, 0), onFace(c, (i + 0.5) / 8, 1), onFace(c, i / 8, 1)])}" fill="${accent}" fill-opacity="0.6"/>`;
      return out;
    }
    case 'diamond':
      return `<polygon points="${poly([onFace(c, 0.5, 0.12), onFace(c, 0.85, 0.5), onFace(c, 0.5, 0.88), onFace(c, 0.15, 0.5)])}" fill="${accent}" fill-opacity="0.45"/><polygon points="${poly([onFace(c, 0.5, 0.3), onFace(c, 0.67, 0.5), onFace(c, 0.5, 0.7), onFace(c, 0.33, 0.5)])}" fill="none" stroke="${accent}" stroke-width="1.2"/>`;
    default:
      return '';
  }
}

function clockTicks(c: Corners, colour: string): string {
  const centre = c.reduce((s, p) => [s[0] + p[0] / c.length, s[1] + p[1] / c.length], [0, 0]);
  let d = '';
  for (let i = 0; i < 12; i++) {
    const p = c[Math.round((i / 12) * c.length) % c.length]!;
    const inner: [number, number] = [centre[0] + (p[0] - centre[0]) * 0.82, centre[1] + (p[1] - centre[1]) * 0.82];
    const outer: [number, number] = [centre[0] + (p[0] - centre[0]) * 0.92, centre[1] + (p[1] - centre[1]) * 0.92];
    d += segment(inner, outer);
  }
  return `<path d="${d}" stroke="${colour}" stroke-width="1.2"/>`;
}

function artwork(c: Corners, a: string, b: string, r: number): string {
  const poly = (points: [number, number][]) => points.map((p) => p.map((n) => n.toFixed(1)).join(',')).join(' ');
  const inner = [onFace(c, 0.12, 0.1), onFace(c, 0.88, 0.1), onFace(c, 0.88, 0.9), onFace(c, 0.12, 0.9)];
  const hill = [onFace(c, 0.12, 0.1), onFace(c, 0.88, 0.1), onFace(c, 0.88, 0.3 + r * 0.2), onFace(c, 0.5, 0.5 + r * 0.1), onFace(c, 0.12, 0.35)];
  const sun = onFace(c, 0.35 + r * 0.3, 0.7);
  const size = Math.hypot(c[1]![0] - c[0]![0], c[1]![1] - c[0]![1]) * 0.1;
  return `<polygon points="${poly(inner)}" fill="#efe9de"/><polygon points="${poly(hill)}" fill="${a}"/><circle cx="${sun[0].toFixed(1)}" cy="${sun[1].toFixed(1)}" r="${size.toFixed(1)}" fill="${b}"/>`;
}
