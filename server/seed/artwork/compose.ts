/**
 * Puts a drawing into a picture: a soft studio shot, a room, a close-up or an angled view, and
 * composes several drawings into the scenes used for category and blog covers.
 */
import { DRAWINGS, GROUND, type Drawing } from './drawings.js';
import { PRODUCT_IMAGE_KINDS, type ImageKind, type ProductImageKind, type SceneImageKind } from './kinds.js';
import { darken, ellipse, group, line, mix, paletteFor, path, rect, type Palette } from './svg.js';

export const CANVAS = { width: 400, height: 300 } as const;

/** Covers any aspect ratio up to 3:1, so backgrounds never end inside the frame. */
const BLEED = { x: -400, y: -200, width: 1200, height: 700 } as const;

const OAK = '#c9a06d';
const WALNUT = '#704c34';
const CREAM = '#eee5d3';
const SAGE = '#9db08e';
const TERRACOTTA = '#c4663e';

const isProductKind = (kind: ImageKind): kind is ProductImageKind => (PRODUCT_IMAGE_KINDS as readonly string[]).includes(kind);

function defs(p: Palette): string {
  return `<defs>
<radialGradient id="glow"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.85"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="mirror" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef3f4"/><stop offset="1" stop-color="#b9c7cc"/></linearGradient>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe3ec"/><stop offset="1" stop-color="#f1efe4"/></linearGradient>
</defs>`;
}

/** Places a floor drawing at a horizontal offset and scale while keeping it on the floor line. */
function onFloor(content: string, dx: number, scale: number, floorY = GROUND): string {
  return group(content, `translate(${200 - 200 * scale + dx} ${floorY - GROUND * scale}) scale(${scale})`);
}

/** Places any drawing so that canvas point (200, anchorY) lands on (x, y). */
function at(content: string, x: number, y: number, scale: number, anchorY: number): string {
  return group(content, `translate(${x - 200 * scale} ${y - anchorY * scale}) scale(${scale})`);
}

const shadow = (halfWidth: number, opacity = 0.13): string => ellipse(200, GROUND + 3, halfWidth, 7, '#000000', { opacity });

/** Pieces that stand on something cast a shadow; hanging and flat ones do not. */
const castsShadow = (drawing: Drawing): boolean => drawing.placement === 'floor' || drawing.placement === 'table' || drawing.placement === 'soft';

const hasFloor = (drawing: Drawing): boolean => drawing.placement !== 'wall' && drawing.placement !== 'ceiling';

function studio(p: Palette, drawing: Drawing, background: string): string {
  const floorBand = hasFloor(drawing) ? rect(BLEED.x, GROUND, BLEED.width, 400, darken(background, 0.05)) : '';
  const content = castsShadow(drawing) ? shadow(drawing.halfWidth) + drawing.draw(p) : drawing.draw(p);
  return rect(BLEED.x, BLEED.y, BLEED.width, BLEED.height, background) + floorBand + content;
}

function room(p: Palette, wallColour = p.wall): string {
  let planks = '';
  for (let y = GROUND + 12; y < 320; y += 14) planks += line(BLEED.x, y, 800, y, darken(p.boards, 0.12), 1, { opacity: 0.5 });
  for (let x = -380; x < 800; x += 70)
    planks += line(x, GROUND + ((x / 10) % 3) * 14, x, GROUND + ((x / 10) % 3) * 14 + 14, darken(p.boards, 0.12), 1, { opacity: 0.4 });
  return (
    rect(BLEED.x, BLEED.y, BLEED.width, BLEED.height, wallColour) +
    rect(BLEED.x, GROUND, BLEED.width, 400, p.boards) +
    planks +
    rect(BLEED.x, GROUND - 8, BLEED.width, 8, p.skirting)
  );
}

function windowOnWall(x: number, y: number, width: number, height: number): string {
  return (
    rect(x - 6, y - 6, width + 12, height + 12, '#f7f4ee') +
    rect(x, y, width, height, 'url(#sky)') +
    line(x + width / 2, y, x + width / 2, y + height, '#f7f4ee', 5) +
    line(x, y + height * 0.45, x + width, y + height * 0.45, '#f7f4ee', 5)
  );
}

function wallArt(x: number, y: number, accent: string): string {
  return (
    rect(x, y, 54, 70, '#2b2b2e') +
    rect(x + 4, y + 4, 46, 62, '#f7f3ec') +
    ellipse(x + 27, y + 30, 14, 14, accent, { opacity: 0.85 }) +
    rect(x + 12, y + 48, 30, 6, mix(accent, '#2b2b2e', 0.4))
  );
}

const pottedPlant = (dx: number, scale: number): string => onFloor(DRAWINGS['plant-pot'].draw(paletteFor(TERRACOTTA)), dx, scale);

const paletteOf = (colour: string) => paletteFor(colour);

/** The room view of a single product. */
function roomView(p: Palette, drawing: Drawing): string {
  const backdrop = room(p);
  const piece = drawing.draw(p);
  switch (drawing.placement) {
    case 'floor':
      return backdrop + windowOnWall(250, 46, 96, 110) + pottedPlant(150, 0.42) + onFloor(shadow(drawing.halfWidth, 0.16) + piece, -40, 0.78);
    case 'table': {
      const console = onFloor(shadow(140, 0.14) + DRAWINGS.sideboard.draw(paletteOf(WALNUT)), 0, 0.82);
      const topY = GROUND - (GROUND - 150) * 0.82;
      return backdrop + wallArt(90, 50, p.main) + console + at(piece, 200, topY, 0.48, GROUND);
    }
    case 'wall':
      return backdrop + onFloor(shadow(140, 0.14) + DRAWINGS.sideboard.draw(paletteOf(OAK)), 0, 0.72) + at(piece, 200, 108, 0.62, 140) + pottedPlant(-150, 0.4);
    case 'ceiling':
      return (
        backdrop +
        windowOnWall(40, 50, 80, 100) +
        onFloor(shadow(145, 0.14) + DRAWINGS['dining-table'].draw(paletteOf(OAK)), 0, 0.8) +
        at(piece, 200, 0, 0.95, 0)
      );
    case 'flat':
      return backdrop + windowOnWall(160, 40, 100, 120) + pottedPlant(150, 0.45) + group(piece, 'translate(20 34) scale(0.9)');
    case 'window':
      return backdrop + pottedPlant(150, 0.45) + onFloor(piece, -20, 0.92, GROUND + 8);
    case 'soft': {
      // Bedding goes on a bed, cushions and throws on a sofa, both in a quiet neutral.
      const onBed = drawing === DRAWINGS.bedding;
      const base = onBed ? DRAWINGS.bed.draw(paletteOf('#d8d2c8')) : DRAWINGS.sofa.draw(paletteOf('#d6c1a0'));
      const scale = 0.86;
      const seatY = GROUND - (GROUND - (onBed ? 184 : 178)) * scale;
      return (
        backdrop +
        wallArt(172, 30, p.main) +
        onFloor(shadow(onBed ? 125 : 140, 0.15) + base, 0, scale) +
        at(piece, onBed ? 240 : 150, seatY, onBed ? 0.42 : 0.36, GROUND - 4)
      );
    }
  }
}

function angledView(p: Palette, drawing: Drawing): string {
  const background = p.backdropAlt;
  const floorBand = hasFloor(drawing) ? rect(BLEED.x, GROUND, BLEED.width, 400, darken(background, 0.06)) : '';
  const mirrored = `translate(200 ${GROUND}) skewY(-5) scale(-0.9 0.9) translate(-200 -${GROUND})`;
  const underlay =
    drawing.placement === 'floor' ? group(DRAWINGS.rug.draw(paletteOf(mix(p.main, CREAM, 0.75))), `translate(0 ${GROUND - 250}) scale(1 0.9)`) : '';
  return (
    rect(BLEED.x, BLEED.y, BLEED.width, BLEED.height, background) +
    floorBand +
    underlay +
    group((castsShadow(drawing) ? shadow(drawing.halfWidth, 0.12) : '') + drawing.draw(p), mirrored)
  );
}

/**
 * A fine cross-hatch that reads as fabric or grain in close-ups. Plain lines in one path: an SVG
 * <pattern> looked the same but made the render eight times slower.
 */
function texture(p: Palette): string {
  let dark = '';
  let bright = '';
  for (let offset = -700; offset < 1100; offset += 7) {
    dark += `M${offset} -200 l700 700 `;
    bright += `M${offset} 500 l700 -700 `;
  }
  return (
    path(dark, 'none', { stroke: p.ink, 'stroke-width': 0.5, opacity: 0.12 }) + path(bright, 'none', { stroke: '#ffffff', 'stroke-width': 0.5, opacity: 0.12 })
  );
}

function detailView(p: Palette, drawing: Drawing): string {
  const [fx, fy] = drawing.focus;
  const zoom = 2;
  return group(studio(p, drawing, p.backdrop), `translate(${200 - fx * zoom} ${150 - fy * zoom}) scale(${zoom})`) + texture(p);
}

function productPicture(kind: ProductImageKind, p: Palette, variant: number): string {
  const drawing = DRAWINGS[kind];
  switch (variant) {
    case 1:
      return roomView(p, drawing);
    case 2:
      return detailView(p, drawing);
    case 3:
      return angledView(p, drawing);
    default:
      return studio(p, drawing, p.backdrop);
  }
}

const draw = (kind: ProductImageKind, colour: string): string => DRAWINGS[kind].draw(paletteOf(colour));
const floorPiece = (kind: ProductImageKind, colour: string, dx: number, scale: number, shadowOpacity = 0.14): string =>
  onFloor(shadow(DRAWINGS[kind].halfWidth, shadowOpacity) + draw(kind, colour), dx, scale);

const SCENES: Record<SceneImageKind, (p: Palette) => string> = {
  'living-room': (p) =>
    room(p) +
    windowOnWall(250, 40, 100, 120) +
    group(DRAWINGS.rug.draw(paletteOf(CREAM)), 'translate(0 20)') +
    floorPiece('floor-lamp', '#2a2a2e', -150, 0.82) +
    floorPiece('sofa', p.main, -20, 0.72) +
    floorPiece('coffee-table', OAK, 10, 0.55) +
    pottedPlant(150, 0.5),
  bedroom: (p) =>
    room(p) +
    wallArt(172, 26, TERRACOTTA) +
    floorPiece('nightstand', OAK, -150, 0.6) +
    at(draw('table-lamp', CREAM), 50, GROUND - (GROUND - 148) * 0.6, 0.4, GROUND) +
    floorPiece('bed', p.main, 10, 0.82) +
    floorPiece('nightstand', OAK, 170, 0.6),
  'dining-room': (p) =>
    room(p) +
    windowOnWall(40, 40, 80, 110) +
    floorPiece('chair', p.main, -150, 0.74) +
    floorPiece('dining-table', OAK, 0, 0.82) +
    floorPiece('chair', p.main, 150, 0.74) +
    at(draw('vase', TERRACOTTA), 200, GROUND - (GROUND - 146) * 0.82, 0.32, GROUND) +
    at(draw('pendant-lamp', '#b8944a'), 200, 0, 0.8, 0),
  'home-office': (p) =>
    room(p) +
    at(draw('wall-shelf', OAK), 90, 70, 0.55, 140) +
    floorPiece('bookcase', '#f4f3ef', 140, 0.82) +
    floorPiece('desk', OAK, -40, 0.8) +
    floorPiece('office-chair', p.main, -30, 0.62),
  garden: (p) =>
    rect(BLEED.x, BLEED.y, BLEED.width, BLEED.height, 'url(#sky)') +
    rect(BLEED.x, GROUND - 40, BLEED.width, 60, '#b9cfa4') +
    rect(BLEED.x, GROUND, BLEED.width, 400, '#d8c7a8') +
    floorPiece('parasol', p.main, -60, 0.9) +
    floorPiece('garden-set', OAK, 20, 0.72) +
    pottedPlant(160, 0.55),
  'reading-nook': (p) =>
    room(p, mix(p.main, '#f3eee6', 0.85)) +
    windowOnWall(40, 40, 90, 120) +
    group(DRAWINGS.rug.draw(paletteOf(p.main)), 'translate(0 20)') +
    floorPiece('armchair', SAGE, 0, 0.8) +
    at(draw('cushion', p.main), 200, 196, 0.28, 160) +
    at(draw('throw', CREAM), 240, GROUND - 44, 0.3, 200) +
    floorPiece('floor-lamp', '#b8944a', 130, 0.85),
  'lighting-trio': (p) =>
    room(p, '#e9e3da') +
    at(draw('pendant-lamp', p.main), 120, 0, 0.7, 0) +
    floorPiece('sideboard', WALNUT, 40, 0.7) +
    at(draw('table-lamp', CREAM), 160, GROUND - (GROUND - 150) * 0.7, 0.42, GROUND) +
    floorPiece('floor-lamp', p.main, -140, 0.9),
  'decor-shelf': (p) =>
    room(p, mix(p.main, '#f3eee6', 0.88)) +
    at(draw('mirror', '#b8944a'), 110, 92, 0.45, 140) +
    at(draw('picture-frame', '#2a2a2e'), 300, 96, 0.38, 140) +
    floorPiece('sideboard', OAK, 0, 0.8) +
    at(draw('vase', p.main), 130, GROUND - (GROUND - 150) * 0.8, 0.4, GROUND) +
    at(draw('candle-holder', '#b8944a'), 270, GROUND - (GROUND - 150) * 0.8, 0.35, GROUND),
};

function scenePicture(kind: SceneImageKind, p: Palette, variant: number): string {
  const scene = SCENES[kind](p);
  switch (variant) {
    case 2:
      return group(scene, 'translate(-160 -120) scale(1.8)');
    case 3:
      return group(scene, 'translate(400 0) scale(-1 1)');
    default:
      return scene;
  }
}

export interface SvgRequest {
  kind: ImageKind;
  colour: string;
  variant: number;
  /** Output size in pixels; the drawing is centred and the background fills any aspect. */
  width: number;
  height: number;
}

export function buildSvg({ kind, colour, variant, width, height }: SvgRequest): string {
  const p = paletteFor(colour);
  const viewHeight = CANVAS.height;
  const viewWidth = (width / height) * viewHeight;
  const viewX = (CANVAS.width - viewWidth) / 2;
  const picture = isProductKind(kind) ? productPicture(kind, p, variant) : scenePicture(kind, p, variant);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewX} 0 ${viewWidth} ${viewHeight}">` +
    defs(p) +
    picture +
    '</svg>'
  );
}
