/**
 * The mock shop's placeholder pictures: a flat drawing of the piece a picture shows (a sofa for a
 * sofa, a chair for a chair), in the product's colour, so that stories and consumer tests look like
 * the shop they stand for. The names are the reference server's image kinds, so that a media file
 * of the server (`sofa-8e9196-0.webp`) is drawn as the same piece.
 */

/** The pieces and rooms the mock can draw; anything else is drawn as a framed picture. */
export const PLACEHOLDER_DRAWINGS = [
  'sofa',
  'armchair',
  'coffee-table',
  'dining-table',
  'chair',
  'bed',
  'living-room',
  'dining-room',
  'bedroom',
  'brand',
] as const;

export type PlaceholderDrawing = (typeof PLACEHOLDER_DRAWINGS)[number];

const WOOD = '#3b342c';
const LINEN = '#f7f4ee';

type Piece = (hex: string) => string;

const rect = (x: number, y: number, width: number, height: number, fill: string, radius = 0) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}"${radius ? ` rx="${radius}"` : ''} fill="${fill}"/>`;

/** A soft shadow on the floor under a piece, from x1 to x2. */
const shadow = (x1: number, x2: number) => `<ellipse cx="${(x1 + x2) / 2}" cy="702" rx="${(x2 - x1) / 2}" ry="14" fill="#000" opacity=".08"/>`;

/** Each piece stands on the floor line (y = 700) of a 1200 × 900 picture, centred on x = 600. */
const PIECES: Record<Exclude<PlaceholderDrawing, 'living-room' | 'dining-room' | 'bedroom' | 'brand'>, Piece> = {
  sofa: (hex) =>
    shadow(230, 970) +
    rect(300, 610, 24, 90, WOOD) +
    rect(876, 610, 24, 90, WOOD) +
    rect(270, 330, 660, 260, hex, 48) +
    rect(300, 470, 600, 140, hex, 24) +
    rect(230, 420, 90, 200, hex, 30) +
    rect(880, 420, 90, 200, hex, 30) +
    `<path d="M600 350v120" stroke="#000" stroke-opacity=".12" stroke-width="6"/>`,
  armchair: (hex) =>
    shadow(380, 820) +
    rect(430, 610, 22, 90, WOOD) +
    rect(748, 610, 22, 90, WOOD) +
    rect(440, 290, 320, 300, hex, 56) +
    rect(430, 480, 340, 140, hex, 24) +
    rect(380, 420, 80, 200, hex, 30) +
    rect(740, 420, 80, 200, hex, 30),
  'coffee-table': (hex) =>
    shadow(320, 880) + rect(340, 540, 24, 160, WOOD) + rect(836, 540, 24, 160, WOOD) + rect(350, 640, 500, 16, hex, 6) + rect(310, 516, 580, 34, hex, 10),
  'dining-table': (hex) =>
    shadow(240, 960) +
    rect(290, 430, 30, 270, hex) +
    rect(880, 430, 30, 270, hex) +
    rect(280, 430, 640, 40, hex) +
    `<rect x="280" y="430" width="640" height="40" fill="#000" opacity=".12"/>` +
    rect(240, 400, 720, 34, hex, 8),
  chair: (hex) =>
    shadow(470, 740) +
    rect(490, 200, 22, 500, hex, 8) +
    rect(698, 200, 22, 500, hex, 8) +
    rect(490, 220, 230, 70, hex, 14) +
    rect(505, 300, 200, 12, hex) +
    rect(472, 460, 266, 40, hex, 10) +
    rect(490, 620, 230, 12, hex),
  bed: (hex) =>
    shadow(190, 1010) +
    rect(220, 600, 26, 100, WOOD) +
    rect(960, 600, 26, 100, WOOD) +
    rect(190, 300, 60, 320, hex, 18) +
    rect(200, 540, 800, 80, hex, 14) +
    rect(240, 470, 740, 80, LINEN, 20) +
    rect(270, 430, 170, 56, LINEN, 28) +
    `<rect x="270" y="430" width="170" height="56" rx="28" fill="none" stroke="#000" stroke-opacity=".1" stroke-width="4"/>` +
    rect(480, 455, 510, 100, hex, 22) +
    `<rect x="480" y="455" width="510" height="100" rx="22" fill="#fff" opacity=".25"/>`,
};

/** A piece moved and scaled about its foot, for the rooms. */
const placed = (svg: string, x: number, scale: number) => `<g transform="translate(${x} ${700 - 700 * scale}) scale(${scale})">${svg}</g>`;

const lamp = (x: number) => rect(x, 300, 10, 400, WOOD) + `<path d="M${x - 55} 300h120l-30-90h-60z" fill="${LINEN}"/>` + shadow(x - 40, x + 50);

const ROOMS: Record<'living-room' | 'dining-room' | 'bedroom', Piece> = {
  'living-room': (hex) => placed(PIECES.sofa(hex), -60, 0.75) + placed(PIECES['coffee-table']('#a0785a'), 330, 0.55) + lamp(1010),
  'dining-room': (hex) =>
    placed(PIECES['dining-table'](hex), 150, 0.75) + placed(PIECES.chair('#43474d'), -180, 0.7) + placed(PIECES.chair('#43474d'), 540, 0.7),
  bedroom: (hex) => placed(PIECES.bed(hex), -20, 0.8) + placed(PIECES['coffee-table']('#a0785a'), 760, 0.4) + lamp(1020),
};

/** A brand's mark: its initial in a ring. */
const brandMark = (hex: string, initial: string) =>
  `<circle cx="600" cy="420" r="210" fill="none" stroke="${hex}" stroke-width="28"/><text x="600" y="500" font-family="Georgia, serif" font-size="240" text-anchor="middle" fill="${hex}">${initial}</text>`;

/** Anything the mock has no drawing for: a framed picture of hills. */
const framed: Piece = (hex) =>
  `${rect(330, 200, 540, 420, '#fff', 12)}<path d="M370 580l160-200 120 140 80-80 100 140z" fill="${hex}"/><circle cx="740" cy="300" r="44" fill="${hex}" opacity=".5"/>`;

/** Studio shot, the piece in a room, and a close-up: the three views of a product's gallery. */
const VIEWS = [
  { wall: '#f4f1ea', floor: '#f4f1ea', zoom: 1 },
  { wall: '#e7e1d6', floor: '#cdbfa8', zoom: 0.85 },
  { wall: '#d9d2c5', floor: '#d9d2c5', zoom: 1.8 },
] as const;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The picture of `drawing` in `colour` (`rrggbb`, without `#`), captioned with `label`; `variant`
 * 0–2 picks the view (studio, room, close-up). The same arguments always give the same SVG.
 */
export function placeholderSvg(drawing: string | null, colour: string | null, label: string | null, variant: number): string {
  const hex = colour && /^[0-9a-f]{6}$/i.test(colour) ? `#${colour}` : '#8e9196';
  const text = escapeXml((label ?? '').slice(0, 60));
  const view = VIEWS[Math.abs(Math.trunc(variant) || 0) % VIEWS.length]!;
  let art: string;
  if (drawing === 'brand') art = brandMark(hex, escapeXml((label ?? '').slice(0, 1)));
  else if (drawing && drawing in PIECES) art = PIECES[drawing as keyof typeof PIECES](hex);
  else if (drawing && drawing in ROOMS) art = ROOMS[drawing as keyof typeof ROOMS](hex);
  else art = framed(hex);
  // The room view steps back with the piece's feet kept on the floor; the close-up enlarges the
  // middle of the piece (upholstery, a table top).
  const [x, y] = view.zoom < 1 ? [600, 700] : [600, 520];
  const zoomed = view.zoom === 1 ? art : `<g transform="translate(${x} ${y}) scale(${view.zoom}) translate(-${x} -${y})">${art}</g>`;
  const caption =
    view.zoom > 1 ? '' : `<text x="600" y="800" font-family="system-ui, sans-serif" font-size="40" text-anchor="middle" fill="${WOOD}">${text}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900" role="img" aria-label="${text}">` +
    `${rect(0, 0, 1200, 700, view.wall)}${rect(0, 700, 1200, 200, view.floor)}${zoomed}${caption}</svg>`
  );
}
