/**
 * The four pictures of one product, drawn from its own model: (0) a lit three-quarter studio
 * shot with a soft floor shadow, (1) the side view, (2) a close-up of the material in the
 * product's colour, (3) a dimension drawing with the real measures in centimetres.
 */
import type { ProductImageKind } from './kinds.js';
import { buildPiece, finishOf, seeded, type Piece, type ProductModel } from './pieces.js';
import { extentOf, renderParts, type Camera, type Finish, type Frame, type Paint, type V3 } from './solid.js';
import { darken, lighten, luminance, mix } from './svg.js';

const PRODUCT_VIEWS = ['three-quarter', 'side', 'material', 'dimensions'] as const;
/** A product's pictures by variant: 0 three-quarter, 1 side, 2 material, 3 dimensions. */
type ProductView = (typeof PRODUCT_VIEWS)[number];

const CANVAS = { width: 400, height: 300 } as const;
const INK = '#2b2b2e';
const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`;

const fmt = (n: number): string => String(Math.round(n * 10) / 10);

function studioBackground(colour: string, alt: boolean, horizon: number): string {
  const tint = luminance(colour) > 0.62 ? '#dcd6cc' : colour;
  const wall = mix(tint, alt ? '#eef1f2' : '#f6f2ec', 0.9);
  const floor = mix(tint, alt ? '#e4e8e9' : '#ece6dd', 0.86);
  return (
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(wall, 0.3)}"/><stop offset="1" stop-color="${wall}"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darken(floor, 0.05)}"/><stop offset="1" stop-color="${lighten(floor, 0.25)}"/></linearGradient>` +
    `<radialGradient id="spot" cx="0.42" cy="0.4" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="shade" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000000" stop-opacity="0.32"/><stop offset="0.6" stop-color="#000000" stop-opacity="0.12"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glowing" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff3c8" stop-opacity="0.85"/><stop offset="1" stop-color="#fff3c8" stop-opacity="0"/></radialGradient>` +
    `|` +
    `<rect x="-400" y="-200" width="1200" height="${200 + horizon}" fill="url(#wall)"/>` +
    `<rect x="-400" y="${horizon}" width="1200" height="${500 - horizon}" fill="url(#floor)"/>` +
    `<rect x="-400" y="${horizon - 1}" width="1200" height="2" fill="${darken(wall, 0.04)}" opacity="0.5"/>` +
    `<rect x="0" y="0" width="400" height="300" fill="url(#spot)"/>`
  );
}

interface Shot {
  defs: string;
  body: string;
}

/** The piece in the studio, with its shadow and, for lights, their glow. */
function studioShot(piece: Piece, colour: string, camera: Camera, alt: boolean): Shot {
  const paint: Paint = { defs: [], next: 0 };
  const flat = piece.placement === 'flat';
  const wall = piece.placement === 'wall';
  const ceiling = piece.placement === 'ceiling';
  const frame: Frame = flat
    ? { x: 40, y: 70, width: 320, height: 180, align: 0.7 }
    : wall || ceiling
      ? { x: 70, y: 35, width: 260, height: 220, align: 0.5 }
      : { x: 50, y: 28, width: 300, height: 232, align: 1 };
  const scene = renderParts(piece.parts, camera, frame, paint);
  const extent = extentOf(piece.parts);
  const [bg, ...backdrop] = studioBackground(colour, alt, wall || ceiling ? 400 : Math.max(120, Math.min(230, scene.at([0, 0, extent.min[2]])[1] - 12))).split(
    '|',
  );
  let shadow = '';
  if (wall) {
    // Cast on the wall behind, down and to the right.
    const corners: V3[] = [
      [extent.min[0], extent.min[1], extent.min[2]],
      [extent.max[0], extent.min[1], extent.min[2]],
      [extent.max[0], extent.max[1], extent.min[2]],
      [extent.min[0], extent.max[1], extent.min[2]],
    ];
    const points = corners.map((p) => scene.at(p)).map(([x, y]) => `${fmt(x + 7)},${fmt(y + 9)}`);
    // Soft edge without a blur filter (filters cost more than the whole drawing): three layers.
    const layer = (grow: number, opacity: number) => {
      const cx = points.reduce((sum, p) => sum + Number(p.split(',')[0]), 0) / points.length;
      const cy = points.reduce((sum, p) => sum + Number(p.split(',')[1]), 0) / points.length;
      const grown = points.map((p) => {
        const [x, y] = p.split(',').map(Number) as [number, number];
        return `${fmt(cx + (x - cx) * grow)},${fmt(cy + (y - cy) * grow)}`;
      });
      return `<polygon points="${grown.join(' ')}" fill="#000000" opacity="${opacity}" stroke="#000000" stroke-opacity="${opacity / 2}" stroke-width="4" stroke-linejoin="round"/>`;
    };
    shadow = piece.round ? '' : layer(1.04, 0.05) + layer(1, 0.07) + layer(0.96, 0.08);
    if (piece.round) {
      const xs = points.map((p) => Number(p.split(',')[0]));
      const ys = points.map((p) => Number(p.split(',')[1]));
      shadow = `<ellipse cx="${fmt((Math.min(...xs) + Math.max(...xs)) / 2)}" cy="${fmt((Math.min(...ys) + Math.max(...ys)) / 2)}" rx="${fmt((Math.max(...xs) - Math.min(...xs)) / 2 + 6)}" ry="${fmt((Math.max(...ys) - Math.min(...ys)) / 2 + 6)}" fill="url(#shade)"/>`;
    }
  } else if (!ceiling) {
    const pad = Math.max(extent.max[0] - extent.min[0], extent.max[2] - extent.min[2]) * 0.04;
    const footprint: V3[] = [
      [extent.min[0] - pad, 0, extent.min[2] - pad],
      [extent.max[0] + pad, 0, extent.min[2] - pad],
      [extent.max[0] + pad, 0, extent.max[2] + pad],
      [extent.min[0] - pad, 0, extent.max[2] + pad],
    ];
    const foot = footprint.map((p) => scene.at(p));
    const xs = foot.map((p) => p[0]);
    const ys = foot.map((p) => p[1]);
    const cx = (Math.min(...xs) + Math.max(...xs)) / 2 + 8;
    const cy = (Math.min(...ys) + Math.max(...ys)) / 2 + 2;
    const rx = (Math.max(...xs) - Math.min(...xs)) / 2 + 18;
    const ry = Math.max(8, (Math.max(...ys) - Math.min(...ys)) / 2 + 6);
    shadow =
      `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="url(#shade)"/>` +
      `<ellipse cx="${fmt(cx - 4)}" cy="${fmt(cy)}" rx="${fmt(rx * 0.8)}" ry="${fmt(ry * 0.75)}" fill="url(#shade)" opacity="${flat ? 0.5 : 0.9}"/>`;
  }
  let glow = '';
  for (const part of piece.parts) {
    if (part.type === 'sphere' && part.surface.finish === 'glow') {
      const [x, y] = scene.at(part.at);
      const r = Math.max(30, part.r * scene.unit * 9);
      glow += `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="url(#glowing)"/>`;
    }
  }
  return { defs: bg + scene.defs, body: backdrop.join('') + shadow + glow + scene.svg };
}

/** Cameras per view and placement. */
function cameraFor(view: Extract<ProductView, 'three-quarter' | 'side'>, piece: Piece): Camera {
  const flat = piece.placement === 'flat';
  if (view === 'side') {
    if (flat) return { yaw: 90, pitch: 28, distance: 3.5 };
    if (piece.placement === 'wall') return { yaw: 72, pitch: 6, distance: 4 };
    return { yaw: 90, pitch: piece.placement === 'ceiling' ? 2 : 7, distance: 5 };
  }
  if (flat) return { yaw: 30, pitch: 36, distance: 2.6 };
  if (piece.placement === 'wall') return { yaw: 26, pitch: 8, distance: 3 };
  if (piece.placement === 'ceiling') return { yaw: 30, pitch: 6, distance: 3 };
  return { yaw: 34, pitch: 15, distance: 3 };
}

// — material close-up —

function materialCloseUp(colour: string, finish: Finish, seed: number): Shot {
  const rng = seeded(seed ^ 0x5bd1e995);
  const base = colour;
  const dark = darken(base, 0.22);
  const light = lighten(base, 0.22);
  let defs =
    `<radialGradient id="vignette" cx="0.4" cy="0.35" r="0.85"><stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></radialGradient>` +
    `<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.5" stop-color="${base}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;
  let body = `<rect x="-400" y="-200" width="1200" height="700" fill="url(#sheen)"/>`;
  switch (finish) {
    case 'fabric':
    case 'velvet': {
      if (finish === 'fabric') {
        // Plain weave: warp and weft threads, light and dark alternately.
        let warpLight = '';
        let warpDark = '';
        for (let x = -10; x < 410; x += 3.2) {
          if (Math.round(x / 3.2) % 2) warpLight += `M${fmt(x)} -10v320`;
          else warpDark += `M${fmt(x)} -10v320`;
        }
        let weftLight = '';
        let weftDark = '';
        for (let y = -10; y < 310; y += 3.2) {
          if (Math.round(y / 3.2) % 2) weftLight += `M-10 ${fmt(y)}h420`;
          else weftDark += `M-10 ${fmt(y)}h420`;
        }
        body +=
          `<path d="${warpDark}" stroke="${darken(base, 0.35)}" stroke-width="1.3" opacity="0.35"/>` +
          `<path d="${warpLight}" stroke="${lighten(base, 0.3)}" stroke-width="1.1" opacity="0.3"/>` +
          `<path d="${weftDark}" stroke="${darken(base, 0.3)}" stroke-width="1.2" opacity="0.25" stroke-dasharray="3.2 3.2"/>` +
          `<path d="${weftLight}" stroke="${lighten(base, 0.35)}" stroke-width="1" opacity="0.3" stroke-dasharray="3.2 3.2" stroke-dashoffset="3.2"/>`;
      } else {
        // Velvet: soft pile with folds catching the light.
        for (let i = 0; i < 4; i++) {
          const y = 40 + i * 70 + rng.range(-15, 15);
          defs += `<linearGradient id="fold${i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dark}" stop-opacity="0"/><stop offset="0.5" stop-color="${lighten(base, 0.35)}" stop-opacity="0.55"/><stop offset="1" stop-color="${dark}" stop-opacity="0"/></linearGradient>`;
          body += `<path d="M-100 ${fmt(y)}C100 ${fmt(y - 40)} 250 ${fmt(y + 50)} 500 ${fmt(y)}v40C250 ${fmt(y + 90)} 100 ${fmt(y)} -100 ${fmt(y + 40)}z" fill="url(#fold${i})"/>`;
        }
      }
      // A seam with stitches across the corner, as on a cushion's edge.
      const sy = rng.range(200, 240);
      body +=
        `<path d="M-20 ${fmt(sy)}C120 ${fmt(sy - 30)} 260 ${fmt(sy + 10)} 420 ${fmt(sy - 40)}" stroke="${darken(base, 0.45)}" stroke-width="7" fill="none" opacity="0.55"/>` +
        `<path d="M-20 ${fmt(sy - 4)}C120 ${fmt(sy - 34)} 260 ${fmt(sy + 6)} 420 ${fmt(sy - 44)}" stroke="${lighten(base, 0.25)}" stroke-width="2" fill="none" opacity="0.6"/>` +
        `<path d="M-20 ${fmt(sy - 14)}C120 ${fmt(sy - 44)} 260 ${fmt(sy - 4)} 420 ${fmt(sy - 54)}" stroke="${lighten(base, 0.4)}" stroke-width="1.4" fill="none" stroke-dasharray="5 4" opacity="0.8"/>`;
      break;
    }
    case 'leather': {
      let pores = '';
      for (let i = 0; i < 500; i++) pores += `M${fmt(rng.range(-20, 420))} ${fmt(rng.range(-10, 310))}h${fmt(rng.range(0.6, 1.6))}`;
      body +=
        `<path d="${pores}" stroke="${darken(base, 0.4)}" stroke-width="1" opacity="0.35" stroke-linecap="round"/>` +
        `<path d="M-20 90C100 110 300 60 420 95" stroke="${lighten(base, 0.35)}" stroke-width="18" fill="none" opacity="0.25"/>` +
        `<path d="M-20 230C140 210 260 250 420 225" stroke="${darken(base, 0.45)}" stroke-width="3" fill="none" opacity="0.6"/>` +
        `<path d="M-20 244C140 224 260 264 420 239" stroke="${lighten(base, 0.45)}" stroke-width="1.6" fill="none" stroke-dasharray="6 4"/>`;
      break;
    }
    case 'wood':
    case 'lacquer': {
      if (finish === 'wood') {
        let grain = '';
        let y = -10;
        while (y < 320) {
          const a = rng.range(-6, 6);
          const b = rng.range(-6, 6);
          grain += `M-20 ${fmt(y)}C100 ${fmt(y + a)} 200 ${fmt(y + b)} 420 ${fmt(y + a / 2)}`;
          y += rng.range(3, 9);
        }
        body += `<path d="${grain}" stroke="${darken(base, 0.35)}" stroke-width="0.9" fill="none" opacity="0.45"/>`;
        const kx = rng.range(80, 320);
        const ky = rng.range(60, 240);
        body += `<ellipse cx="${fmt(kx)}" cy="${fmt(ky)}" rx="16" ry="5" fill="${darken(base, 0.45)}" opacity="0.5"/><ellipse cx="${fmt(kx)}" cy="${fmt(ky)}" rx="28" ry="10" fill="none" stroke="${darken(base, 0.3)}" opacity="0.45"/>`;
      }
      // A joint between two boards or panels, and a soft reflection.
      body +=
        `<rect x="-400" y="196" width="1200" height="3" fill="${darken(base, 0.5)}" opacity="0.6"/>` +
        `<rect x="-400" y="199" width="1200" height="1" fill="${lighten(base, 0.4)}" opacity="0.6"/>` +
        `<path d="M120 -10L260 -10L140 310L0 310z" fill="#ffffff" opacity="${finish === 'lacquer' ? 0.22 : 0.08}"/>`;
      break;
    }
    case 'metal':
    case 'mirror': {
      let brushed = '';
      for (let y = -10; y < 310; y += rng.range(0.8, 2.2)) brushed += `M-20 ${fmt(y)}h440`;
      defs += `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${darken(base, 0.3)}"/><stop offset="0.45" stop-color="${lighten(base, 0.55)}"/><stop offset="0.55" stop-color="${lighten(base, 0.2)}"/><stop offset="1" stop-color="${darken(base, 0.4)}"/></linearGradient>`;
      body += `<rect x="-400" y="-200" width="1200" height="700" fill="url(#metal)"/><path d="${brushed}" stroke="#ffffff" stroke-width="0.4" opacity="0.18"/>`;
      body += `<circle cx="300" cy="210" r="9" fill="${darken(base, 0.35)}"/><circle cx="298" cy="208" r="5" fill="${lighten(base, 0.4)}"/>`;
      break;
    }
    case 'glass': {
      defs += `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f8f8"/><stop offset="1" stop-color="${mix(base, '#cfe0e2', 0.5)}"/></linearGradient>`;
      body = `<rect x="-400" y="-200" width="1200" height="700" fill="url(#glass)"/>`;
      body += `<path d="M60 -10L140 -10L40 310L-40 310z" fill="#ffffff" opacity="0.5"/><path d="M170 -10L190 -10L90 310L70 310z" fill="#ffffff" opacity="0.45"/>`;
      body += `<rect x="-400" y="230" width="1200" height="6" fill="${mix(base, '#7fa3a6', 0.5)}" opacity="0.5"/>`;
      break;
    }
    case 'ceramic':
    case 'stone': {
      let speckles = '';
      for (let i = 0; i < 400; i++) speckles += `M${fmt(rng.range(-20, 420))} ${fmt(rng.range(-10, 310))}h0.8`;
      body += `<path d="${speckles}" stroke="${finish === 'stone' ? darken(base, 0.35) : lighten(base, 0.5)}" stroke-width="1.4" stroke-linecap="round" opacity="0.5"/>`;
      if (finish === 'stone') {
        for (let i = 0; i < 5; i++) {
          const y = rng.range(0, 300);
          body += `<path d="M-20 ${fmt(y)}C${fmt(rng.range(60, 160))} ${fmt(y + rng.range(-60, 60))} ${fmt(rng.range(200, 300))} ${fmt(y + rng.range(-60, 60))} 420 ${fmt(y + rng.range(-40, 40))}" stroke="${luminance(base) > 0.4 ? darken(base, 0.4) : lighten(base, 0.5)}" stroke-width="${fmt(rng.range(0.6, 2))}" fill="none" opacity="0.55"/>`;
        }
      } else body += `<path d="M-20 70C120 40 280 40 420 70" stroke="#ffffff" stroke-width="22" fill="none" opacity="0.22"/>`;
      break;
    }
    default:
      body += '';
  }
  body += `<rect x="-400" y="-200" width="1200" height="700" fill="url(#vignette)"/>`;
  return { defs, body };
}

// — dimension drawing —

function dimensionDrawing(piece: Piece, kind: ProductImageKind, model: ProductModel): Shot {
  const { width: W, depth: D, height: H } = model;
  const flat = piece.placement === 'flat' && H < 10;
  const round = Boolean(model.round);
  const paint: Paint = { defs: [], next: 0 };
  // The measures used for the drawing: thin items (rugs, throws) show from above.
  const across = W;
  const tall = flat ? D : H;
  const side = flat ? Math.max(H, 1) : D;
  const left = 52;
  const top = 26;
  const areaW = 330;
  const areaH = 200;
  const gap = 40;
  const k = Math.min(4, (areaW - gap) / (across + (flat ? 0 : side)), areaH / tall);
  const frontW = across * k;
  const frontH = tall * k;
  const sideW = flat ? 0 : side * k;
  const used = frontW + (flat ? 0 : gap + sideW);
  const x0 = left + (areaW - used) / 2;
  const y0 = top + (areaH - frontH);
  const extent = { min: [-W / 2, 0, -D / 2] as V3, max: [W / 2, H, D / 2] as V3 };
  const front = renderParts(
    piece.parts,
    flat ? { yaw: 0, pitch: 89.5, distance: 400 } : { yaw: 0, pitch: 0, distance: 400 },
    { x: x0, y: y0, width: frontW, height: frontH },
    paint,
    extent,
  );
  let sideView = '';
  if (!flat)
    sideView = renderParts(piece.parts, { yaw: 90, pitch: 0, distance: 400 }, { x: x0 + frontW + gap, y: y0, width: sideW, height: frontH }, paint, extent).svg;
  const label = (value: number, prefix = '') => `${prefix}${value} cm`;
  const text = (x: number, y: number, value: string, rotate = false) =>
    `<text x="${fmt(x)}" y="${fmt(y)}" ${FONT} font-size="16" font-weight="700" fill="${INK}" text-anchor="middle"${rotate ? ` transform="rotate(-90 ${fmt(x)} ${fmt(y)})"` : ''}>${value}</text>`;
  const measure = (ax: number, ay: number, bx: number, by: number) => {
    const vertical = Math.abs(bx - ax) < Math.abs(by - ay);
    const tick = (x: number, y: number) => (vertical ? `M${fmt(x - 5)} ${fmt(y)}h10` : `M${fmt(x)} ${fmt(y - 5)}v10`);
    return `<path d="M${fmt(ax)} ${fmt(ay)}L${fmt(bx)} ${fmt(by)}${tick(ax, ay)}${tick(bx, by)}" stroke="${INK}" stroke-width="1.2" fill="none"/>`;
  };
  const guides = (points: [number, number][]) =>
    `<path d="${points.map(([x, y], i) => `${i % 2 ? 'L' : 'M'}${fmt(x)} ${fmt(y)}`).join('')}" stroke="${INK}" stroke-width="0.5" stroke-dasharray="2 2" opacity="0.6"/>`;
  const bottom = y0 + frontH;
  let lines = '';
  // Width under the front view.
  lines += guides([
    [x0, bottom + 2],
    [x0, bottom + 22],
    [x0 + frontW, bottom + 2],
    [x0 + frontW, bottom + 22],
  ]);
  lines += measure(x0, bottom + 18, x0 + frontW, bottom + 18) + text(x0 + frontW / 2, bottom + 38, label(W, round ? 'Ø ' : ''));
  // Height (or, seen from above, depth) left of the front view.
  lines += guides([
    [x0 - 2, y0],
    [x0 - 22, y0],
    [x0 - 2, bottom],
    [x0 - 22, bottom],
  ]);
  lines += measure(x0 - 18, y0, x0 - 18, bottom) + text(x0 - 26, y0 + frontH / 2, label(flat ? D : H), true);
  if (!flat) {
    const sx = x0 + frontW + gap;
    lines += guides([
      [sx, bottom + 2],
      [sx, bottom + 22],
      [sx + sideW, bottom + 2],
      [sx + sideW, bottom + 22],
    ]);
    lines += measure(sx, bottom + 18, sx + sideW, bottom + 18) + text(sx + sideW / 2, bottom + 38, label(D, round && kind !== 'table-lamp' ? '' : ''));
  } else {
    lines += text(x0 + frontW + 4, y0 - 8, label(H), false).replace('text-anchor="middle"', 'text-anchor="end"');
  }
  const paper = `<rect x="-400" y="-200" width="1200" height="700" fill="#fbfaf7"/>${grid()}`;
  return { defs: paint.defs.join(''), body: `${paper}<g opacity="0.9">${front.svg}${sideView}</g>${lines}` };
}

function grid(): string {
  let d = '';
  for (let x = -400; x <= 800; x += 20) d += `M${x} -200v700`;
  for (let y = -200; y <= 500; y += 20) d += `M-400 ${y}h1200`;
  return `<path d="${d}" stroke="#dfe6ea" stroke-width="0.5"/>`;
}

export interface ProductSvgRequest {
  kind: ProductImageKind;
  colour: string;
  /** 0 three-quarter, 1 side, 2 material, 3 dimensions. */
  variant: number;
  model: ProductModel;
  width: number;
  height: number;
}

export function buildProductSvg({ kind, colour, variant, model, width, height }: ProductSvgRequest): string {
  const piece = buildPiece(kind, colour, model);
  let shot: Shot;
  switch (variant) {
    case 1:
      shot = studioShot(piece, colour, cameraFor('side', piece), true);
      break;
    case 2:
      shot = materialCloseUp(colour, finishOf(model.material), model.seed);
      break;
    case 3:
      shot = dimensionDrawing(piece, kind, model);
      break;
    default:
      shot = studioShot(piece, colour, cameraFor('three-quarter', piece), false);
  }
  const viewHeight = CANVAS.height;
  const viewWidth = (width / height) * viewHeight;
  const viewX = (CANVAS.width - viewWidth) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${fmt(viewX)} 0 ${fmt(viewWidth)} ${viewHeight}">` +
    `<defs>${shot.defs}</defs>` +
    shot.body +
    '</svg>'
  );
}

export type { ProductModel };
