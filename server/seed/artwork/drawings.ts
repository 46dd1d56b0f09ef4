/**
 * One flat drawing per product kind, on a 400 × 300 canvas. Floor pieces stand on the line
 * y = 240 and centre on x = 200, so scenes can place and scale them without knowing their shape.
 */
import type { ProductImageKind } from './kinds.js';
import { circle, darken, ellipse, group, lighten, line, mix, path, polygon, rect, type Palette } from './svg.js';

export const GROUND = 240;

/**
 * Where a piece lives: on the floor, on the wall, from the ceiling, on a surface, flat on the
 * floor (rugs), on a sofa or bed (soft furnishings) or at a window (curtains).
 */
export type Placement = 'floor' | 'wall' | 'ceiling' | 'table' | 'flat' | 'soft' | 'window';

export interface Drawing {
  placement: Placement;
  /** Where the detail view zooms in. */
  focus: readonly [number, number];
  /** Half the footprint width, for the floor shadow. */
  halfWidth: number;
  draw(p: Palette): string;
}

const BOOK_COLOURS = ['#c4663e', '#2d3f5e', '#9db08e', '#d1a03a', '#8e9196', '#704c34', '#e2b3ac', '#1f6b57'];

function taperedLeg(x: number, top: number, bottom: number, colour: string, width = 7): string {
  return polygon(
    [
      [x - width / 2, top],
      [x + width / 2, top],
      [x + width / 4, bottom],
      [x - width / 4, bottom],
    ],
    colour,
  );
}

function cushion(x: number, y: number, width: number, height: number, fill: string, seam: string): string {
  return (
    rect(x, y, width, height, fill, { rx: Math.min(12, height / 2.5) }) +
    line(x + 8, y + height - 6, x + width - 8, y + height - 6, seam, 1.5, { opacity: 0.35 })
  );
}

function seat(p: Palette, left: number, right: number, seats: number): string {
  const width = right - left;
  const inner = width - 56;
  const each = inner / seats;
  let backs = '';
  let seatsSvg = '';
  for (let index = 0; index < seats; index += 1) {
    const x = left + 28 + index * each;
    backs += cushion(x + 2, 112, each - 4, 58, p.light, p.deep);
    seatsSvg += cushion(x + 1, 166, each - 2, 30, p.main, p.deep);
  }
  return (
    taperedLeg(left + 24, 222, GROUND, p.leg, 8) +
    taperedLeg(right - 24, 222, GROUND, p.leg, 8) +
    rect(left + 10, 104, width - 20, 76, p.shade, { rx: 14 }) +
    backs +
    rect(left + 14, 186, width - 28, 38, p.shade, { rx: 8 }) +
    seatsSvg +
    rect(left, 138, 34, 88, p.main, { rx: 14 }) +
    rect(right - 34, 138, 34, 88, p.main, { rx: 14 }) +
    rect(left + 4, 138, 26, 8, p.light, { rx: 4, opacity: 0.55 }) +
    rect(right - 30, 138, 26, 8, p.light, { rx: 4, opacity: 0.55 })
  );
}

function cabinet(
  p: Palette,
  x: number,
  y: number,
  width: number,
  _height: number,
  options: { columns: number; rows: number; legs?: number; glass?: boolean },
): string {
  const legs = options.legs ?? 0;
  const bodyBottom = GROUND - legs;
  let body = rect(x, y, width, bodyBottom - y, p.main, { rx: 3 });
  body += rect(x, y, width, 6, p.light, { rx: 3, opacity: 0.6 });
  const cellWidth = (width - 12) / options.columns;
  const cellHeight = (bodyBottom - y - 14) / options.rows;
  for (let column = 0; column < options.columns; column += 1) {
    for (let row = 0; row < options.rows; row += 1) {
      const cx = x + 6 + column * cellWidth;
      const cy = y + 9 + row * cellHeight;
      if (options.glass) {
        body += rect(cx + 2, cy + 2, cellWidth - 4, cellHeight - 4, '#dfe9ea', { opacity: 0.85, rx: 2 });
        body += line(cx + 6, cy + cellHeight * 0.5, cx + cellWidth - 6, cy + cellHeight * 0.5, p.deep, 2, { opacity: 0.5 });
        body += polygon(
          [
            [cx + 6, cy + 6],
            [cx + 16, cy + 6],
            [cx + 6, cy + 26],
          ],
          '#ffffff',
          { opacity: 0.5 },
        );
      } else {
        body += rect(cx + 2, cy + 2, cellWidth - 4, cellHeight - 4, p.shade, { rx: 2, opacity: 0.55 });
        body += rect(cx + cellWidth / 2 - 8, cy + 8, 16, 3, p.deep, { rx: 1.5 });
      }
    }
  }
  let legSvg = '';
  if (legs > 0) {
    legSvg += taperedLeg(x + 12, bodyBottom, GROUND, p.leg, 7) + taperedLeg(x + width - 12, bodyBottom, GROUND, p.leg, 7);
  } else {
    legSvg += rect(x + 4, GROUND - 6, width - 8, 6, p.deep);
  }
  return legSvg + body;
}

function books(x: number, y: number, width: number, height: number, offset: number): string {
  let svg = '';
  let cursor = x;
  let index = offset;
  while (cursor < x + width - 8) {
    const bookWidth = 7 + ((index * 5) % 7);
    const bookHeight = height - ((index * 7) % 12);
    const colour = BOOK_COLOURS[index % BOOK_COLOURS.length] as string;
    if (index % 6 === 5) {
      svg += rect(cursor, y + height - 8, 26, 8, colour, { rx: 1 });
      cursor += 30;
    } else {
      svg += rect(cursor, y + height - bookHeight, bookWidth, bookHeight, colour, { rx: 1 });
      cursor += bookWidth + 1.5;
    }
    index += 1;
  }
  return svg;
}

function plant(p: Palette, cx: number, baseY: number, scale = 1): string {
  const leaves = [
    [-28, -70, -35],
    [22, -78, 30],
    [-8, -96, -8],
    [30, -50, 55],
    [-32, -44, -60],
    [6, -62, 12],
  ] as const;
  let svg = '';
  leaves.forEach(([dx, dy, angle], index) => {
    svg += ellipse(cx + dx * scale, baseY + dy * scale, 11 * scale, 26 * scale, index % 2 ? p.leaf : p.leafDark, {
      transform: `rotate(${angle} ${cx + dx * scale} ${baseY + dy * scale})`,
    });
  });
  return svg;
}

function shadeCone(cx: number, top: number, bottom: number, topHalf: number, bottomHalf: number, fill: string): string {
  return polygon(
    [
      [cx - topHalf, top],
      [cx + topHalf, top],
      [cx + bottomHalf, bottom],
      [cx - bottomHalf, bottom],
    ],
    fill,
  );
}

const glow = (cx: number, cy: number, r: number): string => circle(cx, cy, r, 'url(#glow)');

export const DRAWINGS: Record<ProductImageKind, Drawing> = {
  sofa: { placement: 'floor', focus: [120, 160], halfWidth: 140, draw: (p) => seat(p, 64, 336, 3) },
  'corner-sofa': {
    placement: 'floor',
    focus: [300, 190],
    halfWidth: 165,
    draw: (p) =>
      group(seat(p, 36, 290, 3)) +
      taperedLeg(356, 226, GROUND, p.leg, 8) +
      rect(238, 182, 128, 46, p.shade, { rx: 9 }) +
      polygon(
        [
          [246, 170],
          [362, 170],
          [372, 190],
          [240, 190],
        ],
        p.light,
      ) +
      cushion(242, 176, 126, 28, p.main, p.deep),
  },
  armchair: { placement: 'floor', focus: [200, 150], halfWidth: 78, draw: (p) => seat(p, 124, 276, 1) },
  pouf: {
    placement: 'floor',
    focus: [200, 190],
    halfWidth: 62,
    draw: (p) => {
      let stitches = '';
      for (let x = 156; x <= 244; x += 22) stitches += line(x, 184, x, 232, p.deep, 1.5, { opacity: 0.35 });
      return (
        rect(140, 176, 120, 58, p.main, { rx: 12 }) +
        stitches +
        ellipse(200, 176, 60, 15, p.light) +
        ellipse(200, 176, 44, 9, p.main, { opacity: 0.45 }) +
        ellipse(200, 234, 58, 8, p.shade)
      );
    },
  },
  'coffee-table': {
    placement: 'floor',
    focus: [140, 190],
    halfWidth: 110,
    draw: (p) =>
      taperedLeg(126, 196, 228, darken(p.main, 0.35), 8) +
      taperedLeg(274, 196, 228, darken(p.main, 0.35), 8) +
      rect(112, 214, 176, 6, p.shade, { rx: 2 }) +
      taperedLeg(104, 196, GROUND, darken(p.main, 0.25), 9) +
      taperedLeg(296, 196, GROUND, darken(p.main, 0.25), 9) +
      rect(86, 184, 228, 14, p.main, { rx: 4 }) +
      rect(86, 184, 228, 4, p.light, { rx: 2 }) +
      rect(150, 176, 44, 8, '#2d3f5e', { rx: 1 }) +
      rect(156, 170, 36, 6, '#c4663e', { rx: 1 }) +
      ellipse(250, 180, 16, 4, '#f4f3ef'),
  },
  'tv-stand': {
    placement: 'floor',
    focus: [200, 200],
    halfWidth: 135,
    draw: (p) =>
      cabinet(p, 66, 178, 268, 52, { columns: 3, rows: 1, legs: 10 }) +
      rect(188, 164, 24, 14, '#26272b') +
      rect(110, 74, 180, 96, '#26272b', { rx: 4 }) +
      rect(116, 80, 168, 84, '#3b4454', { rx: 2 }) +
      polygon(
        [
          [116, 80],
          [190, 80],
          [116, 150],
        ],
        '#ffffff',
        { opacity: 0.08 },
      ),
  },
  bed: {
    placement: 'floor',
    focus: [150, 160],
    halfWidth: 125,
    draw: (p) =>
      taperedLeg(92, 220, GROUND, p.leg, 9) +
      taperedLeg(308, 220, GROUND, p.leg, 9) +
      rect(86, 96, 228, 110, p.main, { rx: 10 }) +
      rect(96, 106, 208, 14, p.light, { rx: 6, opacity: 0.5 }) +
      rect(80, 190, 240, 34, p.shade, { rx: 6 }) +
      rect(90, 168, 220, 30, '#f4f1ea', { rx: 8 }) +
      ellipse(150, 164, 44, 14, '#ffffff') +
      ellipse(250, 164, 44, 14, '#ffffff') +
      path('M88 186 Q200 172 312 186 L312 214 Q200 222 88 214 Z', mix(p.light, '#ffffff', 0.55)) +
      path('M88 200 Q200 190 312 200', 'none', { stroke: p.deep, 'stroke-width': 1.5, opacity: 0.25 }),
  },
  mattress: {
    placement: 'floor',
    focus: [200, 200],
    halfWidth: 150,
    draw: (p) => {
      let quilt = '';
      for (let x = 76; x < 330; x += 28) {
        quilt += line(x, 194, x + 14, 226, p.deep, 1, { opacity: 0.22 });
        quilt += line(x + 14, 194, x, 226, p.deep, 1, { opacity: 0.22 });
      }
      return (
        polygon(
          [
            [96, 160],
            [318, 160],
            [346, 190],
            [54, 190],
          ],
          lighten(p.main, 0.3),
        ) +
        rect(54, 190, 292, 44, p.main, { rx: 5 }) +
        quilt +
        rect(54, 190, 292, 5, mix(p.main, '#2d3f5e', 0.55), { rx: 2 }) +
        rect(54, 229, 292, 5, mix(p.main, '#2d3f5e', 0.55), { rx: 2 }) +
        polygon(
          [
            [96, 160],
            [318, 160],
            [346, 190],
            [54, 190],
          ],
          'none',
          { stroke: mix(p.main, '#2d3f5e', 0.55), 'stroke-width': 2 },
        )
      );
    },
  },
  nightstand: {
    placement: 'floor',
    focus: [200, 190],
    halfWidth: 60,
    draw: (p) =>
      cabinet(p, 148, 148, 104, 92, { columns: 1, rows: 2, legs: 14 }) +
      rect(174, 132, 22, 16, '#f4f3ef', { rx: 3 }) +
      rect(214, 138, 26, 10, '#2d3f5e', { rx: 1 }),
  },
  wardrobe: {
    placement: 'floor',
    focus: [200, 110],
    halfWidth: 90,
    draw: (p) =>
      rect(116, 38, 168, 196, p.main, { rx: 3 }) +
      rect(112, 32, 176, 10, p.shade, { rx: 2 }) +
      line(200, 46, 200, 226, p.deep, 2, { opacity: 0.5 }) +
      rect(188, 120, 4, 34, p.deep, { rx: 2 }) +
      rect(208, 120, 4, 34, p.deep, { rx: 2 }) +
      rect(124, 46, 68, 180, p.light, { opacity: 0.18, rx: 2 }) +
      rect(120, 234, 160, 6, p.deep),
  },
  dresser: {
    placement: 'floor',
    focus: [200, 170],
    halfWidth: 95,
    draw: (p) => cabinet(p, 108, 128, 184, 112, { columns: 1, rows: 3, legs: 14 }) + rect(250, 112, 18, 16, '#c4663e', { rx: 7 }),
  },
  'dining-table': {
    placement: 'floor',
    focus: [110, 160],
    halfWidth: 145,
    draw: (p) =>
      taperedLeg(92, 164, 226, darken(p.main, 0.35), 10) +
      taperedLeg(308, 164, 226, darken(p.main, 0.35), 10) +
      rect(70, 158, 260, 12, p.shade) +
      taperedLeg(76, 160, GROUND, darken(p.main, 0.22), 12) +
      taperedLeg(324, 160, GROUND, darken(p.main, 0.22), 12) +
      rect(54, 146, 292, 14, p.main, { rx: 3 }) +
      rect(54, 146, 292, 4, p.light, { rx: 2 }),
  },
  chair: {
    placement: 'floor',
    focus: [200, 150],
    halfWidth: 45,
    draw: (p) =>
      line(176, 180, 168, GROUND, p.deep, 6) +
      line(224, 180, 232, GROUND, p.deep, 6) +
      line(180, 176, 186, 228, darken(p.deep, 0.1), 5, { opacity: 0.7 }) +
      line(220, 176, 214, 228, darken(p.deep, 0.1), 5, { opacity: 0.7 }) +
      line(170, 178, 172, 96, p.deep, 6) +
      line(230, 178, 228, 96, p.deep, 6) +
      path('M168 100 Q200 88 232 100 L230 132 Q200 124 170 132 Z', p.main) +
      rect(160, 168, 80, 16, p.main, { rx: 6 }) +
      rect(164, 168, 72, 5, p.light, { rx: 3, opacity: 0.7 }),
  },
  'bar-stool': {
    placement: 'floor',
    focus: [200, 120],
    halfWidth: 40,
    draw: (p) =>
      line(176, 120, 160, GROUND, p.metal, 5) +
      line(224, 120, 240, GROUND, p.metal, 5) +
      line(190, 122, 186, 236, p.metal, 4, { opacity: 0.6 }) +
      line(210, 122, 214, 236, p.metal, 4, { opacity: 0.6 }) +
      ellipse(200, 190, 34, 7, 'none', { stroke: p.metal, 'stroke-width': 4 }) +
      rect(160, 108, 80, 16, p.shade, { rx: 8 }) +
      ellipse(200, 108, 40, 10, p.main) +
      ellipse(200, 106, 30, 5, p.light, { opacity: 0.5 }),
  },
  'display-cabinet': {
    placement: 'floor',
    focus: [200, 100],
    halfWidth: 75,
    draw: (p) => {
      const items =
        ellipse(170, 92, 12, 4, '#f4f3ef') +
        rect(196, 78, 8, 16, '#dfe9ea', { opacity: 0.9 }) +
        rect(214, 74, 9, 20, '#dfe9ea', { opacity: 0.9 }) +
        circle(176, 142, 10, '#c4663e', { opacity: 0.8 }) +
        rect(206, 132, 20, 18, '#9db08e', { rx: 3 });
      return cabinet(p, 128, 46, 144, 194, { columns: 2, rows: 3, legs: 12, glass: true }) + items;
    },
  },
  sideboard: {
    placement: 'floor',
    focus: [200, 180],
    halfWidth: 140,
    draw: (p) => {
      let flutes = '';
      for (let x = 76; x < 326; x += 9) flutes += line(x, 162, x, 212, p.deep, 1.2, { opacity: 0.28 });
      return (
        cabinet(p, 64, 150, 272, 90, { columns: 3, rows: 1, legs: 20 }) +
        flutes +
        path('M248 150 Q244 128 252 112 Q262 128 256 150 Z', '#c4663e') +
        rect(96, 136, 40, 14, '#2d3f5e', { rx: 1 })
      );
    },
  },
  desk: {
    placement: 'floor',
    focus: [210, 120],
    halfWidth: 125,
    draw: (p) =>
      rect(236, 158, 70, 70, p.main) +
      rect(242, 166, 58, 24, p.shade, { rx: 2 }) +
      rect(242, 196, 58, 24, p.shade, { rx: 2 }) +
      rect(263, 176, 16, 3, p.deep) +
      rect(263, 206, 16, 3, p.deep) +
      line(96, 160, 96, GROUND, p.metal, 6) +
      line(304, 228, 304, GROUND, p.metal, 6) +
      rect(78, 148, 244, 12, p.main, { rx: 3 }) +
      rect(78, 148, 244, 4, p.light, { rx: 2 }) +
      rect(194, 132, 12, 16, '#3a3b40') +
      rect(150, 70, 100, 64, '#26272b', { rx: 4 }) +
      rect(156, 76, 88, 52, '#4a5468', { rx: 2 }) +
      rect(110, 140, 50, 8, '#c9c9cc', { rx: 2 }),
  },
  'office-chair': {
    placement: 'floor',
    focus: [200, 110],
    halfWidth: 60,
    draw: (p) =>
      line(200, 214, 150, 232, p.metal, 6) +
      line(200, 214, 250, 232, p.metal, 6) +
      line(200, 214, 200, 234, p.metal, 6) +
      circle(150, 236, 5, '#1d1d20') +
      circle(250, 236, 5, '#1d1d20') +
      circle(200, 237, 5, '#1d1d20') +
      rect(194, 180, 12, 36, '#55565b') +
      path('M156 58 Q200 44 244 58 L240 150 Q200 158 160 150 Z', p.main) +
      path('M170 112 Q200 104 230 112 L228 134 Q200 140 172 134 Z', p.light, { opacity: 0.45 }) +
      line(160, 150, 152, 176, p.metal, 5) +
      line(240, 150, 248, 176, p.metal, 5) +
      rect(138, 150, 26, 8, p.metal, { rx: 4 }) +
      rect(236, 150, 26, 8, p.metal, { rx: 4 }) +
      rect(150, 166, 100, 20, p.shade, { rx: 9 }),
  },
  bookcase: {
    placement: 'floor',
    focus: [200, 100],
    halfWidth: 75,
    draw: (p) => {
      let shelves = '';
      const top = 40;
      const rows = 5;
      const rowHeight = (232 - top) / rows;
      for (let row = 0; row < rows; row += 1) {
        const y = top + row * rowHeight;
        if (row === 2) shelves += rect(206, y + rowHeight - 22, 22, 18, '#f4f3ef', { rx: 3 }) + plant(p, 217, y + rowHeight - 22, 0.35);
        shelves += books(140, y + 6, row === 2 ? 60 : 120, rowHeight - 8, row * 3);
        shelves += rect(130, y + rowHeight - 4, 140, 5, p.shade);
      }
      return rect(126, top - 4, 148, 200, p.main, { rx: 2 }) + rect(132, top, 136, 192, p.deep, { opacity: 0.25 }) + shelves;
    },
  },
  'wall-shelf': {
    placement: 'wall',
    focus: [150, 120],
    halfWidth: 110,
    draw: (p) =>
      books(100, 82, 90, 44, 1) +
      rect(220, 100, 22, 26, '#c4663e', { rx: 8 }) +
      rect(92, 126, 216, 8, p.main, { rx: 1 }) +
      rect(120, 170, 24, 24, '#f4f3ef', { rx: 3 }) +
      plant(p, 132, 172, 0.45) +
      rect(180, 166, 60, 28, '#2b2b2e', { rx: 1 }) +
      rect(184, 170, 52, 20, '#e8dcc8') +
      rect(92, 194, 216, 8, p.main, { rx: 1 }) +
      rect(92, 134, 216, 3, p.deep, { opacity: 0.3 }) +
      rect(92, 202, 216, 3, p.deep, { opacity: 0.3 }),
  },
  'garden-set': {
    placement: 'floor',
    focus: [200, 170],
    halfWidth: 150,
    draw: (p) => {
      const chair = (x: number, facing: 1 | -1) =>
        line(x - 18 * facing, 190, x - 22 * facing, GROUND, p.deep, 5) +
        line(x + 18 * facing, 190, x + 20 * facing, GROUND, p.deep, 5) +
        line(x - 20 * facing, 192, x - 26 * facing, 120, p.deep, 5) +
        rect(x - 26, 182, 52, 12, p.main, { rx: 5 }) +
        path(`M${x - 28 * facing} 122 L${x - 16 * facing} 122 L${x - 18 * facing} 176 L${x - 26 * facing} 176 Z`, p.main);
      return (
        chair(96, 1) +
        chair(304, -1) +
        line(200, 176, 200, 234, p.deep, 8) +
        ellipse(200, 238, 34, 5, p.deep) +
        ellipse(200, 170, 74, 13, p.shade) +
        ellipse(200, 166, 74, 13, p.main) +
        ellipse(200, 164, 60, 8, p.light, { opacity: 0.35 }) +
        path('M186 164 L188 146 L212 146 L214 164 Z', '#f4f3ef', { opacity: 0.9 })
      );
    },
  },
  lounger: {
    placement: 'floor',
    focus: [120, 170],
    halfWidth: 150,
    draw: (p) => {
      let slats = '';
      for (let x = 150; x < 338; x += 14) slats += line(x, 198, x, 206, p.deep, 2, { opacity: 0.35 });
      return (
        line(80, 210, 72, GROUND, p.deep, 6) +
        line(330, 210, 336, GROUND - 8, p.deep, 6) +
        circle(338, GROUND - 6, 6, '#2e2f33') +
        rect(70, 202, 276, 10, p.deep, { rx: 3 }) +
        slats +
        rect(140, 188, 204, 14, p.main, { rx: 6 }) +
        polygon(
          [
            [70, 204],
            [146, 190],
            [146, 202],
            [78, 214],
          ],
          p.deep,
        ) +
        path('M60 128 L84 120 L148 188 L140 198 Z', p.main) +
        rect(50, 116, 40, 16, p.light, { rx: 7, transform: 'rotate(-18 70 124)' })
      );
    },
  },
  parasol: {
    placement: 'floor',
    focus: [200, 90],
    halfWidth: 60,
    draw: (p) => {
      let ribs = '';
      for (const x of [96, 148, 252, 304]) ribs += line(200, 58, x, 126, p.deep, 2, { opacity: 0.45 });
      return (
        rect(197, 60, 6, 178, '#d8d2c8') +
        polygon(
          [
            [170, GROUND],
            [230, GROUND],
            [214, 228],
            [186, 228],
          ],
          '#4a4b50',
        ) +
        path(
          'M64 128 Q200 30 336 128 Q319 122 302 130 Q285 122 268 130 Q251 122 234 130 Q217 122 200 130 Q183 122 166 130 Q149 122 132 130 Q115 122 98 130 Q81 122 64 128 Z',
          p.main,
        ) +
        ribs +
        path('M200 52 Q260 60 336 128 Q319 122 302 130 Q285 122 268 130 Q251 122 234 130 Q217 122 200 130 Z', p.shade, {
          opacity: 0.35,
        }) +
        circle(200, 52, 6, p.deep)
      );
    },
  },
  'plant-pot': {
    placement: 'floor',
    focus: [200, 150],
    halfWidth: 55,
    draw: (p) =>
      plant(p, 200, 168, 1.15) +
      polygon(
        [
          [146, 162],
          [254, 162],
          [240, 238],
          [160, 238],
        ],
        p.main,
      ) +
      rect(140, 156, 120, 16, p.shade, { rx: 4 }) +
      polygon(
        [
          [200, 172],
          [246, 172],
          [236, 236],
          [200, 236],
        ],
        p.deep,
        { opacity: 0.18 },
      ),
  },
  rug: {
    placement: 'flat',
    focus: [200, 230],
    halfWidth: 160,
    draw: (p) => {
      let fringe = '';
      for (let x = 44; x <= 356; x += 8) fringe += line(x, 262, x - 1, 272, p.light, 1.5);
      return (
        polygon(
          [
            [96, 186],
            [304, 186],
            [356, 262],
            [44, 262],
          ],
          p.main,
        ) +
        polygon(
          [
            [110, 194],
            [290, 194],
            [332, 254],
            [68, 254],
          ],
          'none',
          { stroke: p.deep, 'stroke-width': 5 },
        ) +
        polygon(
          [
            [200, 200],
            [256, 224],
            [200, 248],
            [144, 224],
          ],
          p.light,
        ) +
        polygon(
          [
            [200, 210],
            [232, 224],
            [200, 238],
            [168, 224],
          ],
          p.deep,
        ) +
        fringe
      );
    },
  },
  cushion: {
    placement: 'soft',
    focus: [200, 150],
    halfWidth: 80,
    draw: (p) =>
      path('M124 84 Q200 96 276 84 Q264 160 276 236 Q200 224 124 236 Q136 160 124 84 Z', p.main) +
      path('M124 84 Q200 96 276 84 Q264 160 276 236 Q200 224 124 236 Q136 160 124 84 Z', 'none', {
        stroke: p.deep,
        'stroke-width': 3,
        opacity: 0.5,
      }) +
      path('M150 110 Q200 118 250 110 Q242 160 250 210 Q200 202 150 210 Q158 160 150 110 Z', p.light, { opacity: 0.25 }) +
      ellipse(200, 160, 5, 5, p.deep, { opacity: 0.5 }),
  },
  curtain: {
    placement: 'window',
    focus: [130, 130],
    halfWidth: 120,
    draw: (p) => {
      const panel = (x: number) => {
        let folds = '';
        for (let index = 0; index < 5; index += 1) {
          folds += rect(x + index * 16, 52, 16, 196, index % 2 ? p.shade : p.main);
        }
        return folds + rect(x, 52, 80, 196, p.light, { opacity: 0.12 });
      };
      return (
        rect(136, 66, 128, 164, '#f2f5f6') +
        rect(140, 70, 120, 156, '#cfe0e8') +
        line(200, 70, 200, 226, '#f2f5f6', 4) +
        line(140, 148, 260, 148, '#f2f5f6', 4) +
        panel(96) +
        panel(224) +
        line(84, 50, 316, 50, p.metal, 5) +
        circle(84, 50, 6, p.metal) +
        circle(316, 50, 6, p.metal)
      );
    },
  },
  throw: {
    placement: 'soft',
    focus: [200, 190],
    halfWidth: 100,
    draw: (p) => {
      let knit = '';
      for (let x = 112; x < 288; x += 12) knit += path(`M${x} 176 l6 8 l6 -8`, 'none', { stroke: p.deep, 'stroke-width': 1.4, opacity: 0.3 });
      let fringe = '';
      for (let y = 204; y < 234; y += 5) fringe += line(290, y, 300, y + 1, p.shade, 1.5);
      return (
        rect(104, 204, 188, 32, p.shade, { rx: 8 }) +
        rect(104, 170, 188, 36, p.main, { rx: 10 }) +
        knit +
        rect(104, 140, 188, 32, p.light, { rx: 10 }) +
        path('M104 160 Q98 190 104 220', 'none', { stroke: p.deep, 'stroke-width': 2, opacity: 0.3 }) +
        fringe
      );
    },
  },
  bedding: {
    placement: 'soft',
    focus: [200, 180],
    halfWidth: 110,
    draw: (p) => {
      let stripes = '';
      for (let x = 102; x < 298; x += 10) stripes += line(x, 182, x, 232, p.deep, 1, { opacity: 0.18 });
      return (
        rect(96, 178, 208, 58, p.main, { rx: 6 }) +
        stripes +
        rect(96, 204, 208, 3, p.deep, { opacity: 0.2 }) +
        rect(126, 144, 148, 36, p.light, { rx: 10 }) +
        rect(126, 144, 148, 36, 'none', { rx: 10, stroke: p.shade, 'stroke-width': 2 })
      );
    },
  },
  'pendant-lamp': {
    placement: 'ceiling',
    focus: [200, 130],
    halfWidth: 60,
    draw: (p) =>
      line(200, 0, 200, 96, p.metal, 2) +
      rect(192, 90, 16, 12, p.deep, { rx: 2 }) +
      glow(200, 168, 70) +
      path('M140 160 Q140 100 200 98 Q260 100 260 160 Z', p.main) +
      path('M150 150 Q156 110 196 104', 'none', { stroke: p.light, 'stroke-width': 5, opacity: 0.45 }) +
      ellipse(200, 160, 60, 8, p.deep) +
      ellipse(200, 160, 26, 5, '#fff6d6'),
  },
  'floor-lamp': {
    placement: 'floor',
    focus: [200, 70],
    halfWidth: 40,
    draw: (p) =>
      glow(200, 100, 60) +
      ellipse(200, 236, 34, 7, p.deep) +
      rect(197, 80, 6, 156, p.deep) +
      shadeCone(200, 34, 94, 30, 44, p.main) +
      shadeCone(200, 34, 94, 30, 44, 'none') +
      rect(156, 90, 88, 4, p.shade) +
      ellipse(200, 96, 30, 4, '#fff6d6'),
  },
  'table-lamp': {
    placement: 'table',
    focus: [200, 130],
    halfWidth: 45,
    draw: (p) =>
      glow(200, 150, 56) +
      path('M176 236 Q160 200 182 170 L218 170 Q240 200 224 236 Z', p.main) +
      path('M186 180 Q178 200 186 226', 'none', { stroke: p.light, 'stroke-width': 5, opacity: 0.45 }) +
      rect(196, 150, 8, 22, p.metal) +
      shadeCone(200, 96, 156, 38, 58, lighten(p.main, 0.55)) +
      rect(142, 152, 116, 4, darken(lighten(p.main, 0.55), 0.08)),
  },
  'wall-lamp': {
    placement: 'wall',
    focus: [220, 120],
    halfWidth: 60,
    draw: (p) =>
      glow(250, 170, 60) +
      rect(150, 96, 20, 44, p.deep, { rx: 6 }) +
      line(168, 118, 236, 118, p.deep, 5) +
      shadeCone(246, 116, 162, 16, 36, p.main) +
      ellipse(246, 162, 36, 5, '#fff6d6'),
  },
  mirror: {
    placement: 'wall',
    focus: [200, 130],
    halfWidth: 90,
    draw: (p) =>
      circle(200, 140, 92, p.main) +
      circle(200, 140, 80, 'url(#mirror)') +
      polygon(
        [
          [150, 110],
          [176, 84],
          [236, 170],
          [212, 194],
        ],
        '#ffffff',
        { opacity: 0.22 },
      ) +
      circle(200, 140, 92, 'none', { stroke: p.deep, 'stroke-width': 2, opacity: 0.4 }),
  },
  vase: {
    placement: 'table',
    focus: [200, 170],
    halfWidth: 50,
    draw: (p) =>
      line(196, 132, 170, 46, '#8d7b5a', 2.5) +
      line(204, 132, 226, 40, '#8d7b5a', 2.5) +
      line(200, 132, 200, 30, '#8d7b5a', 2.5) +
      ellipse(168, 50, 8, 14, '#d9c49c', { transform: 'rotate(-20 168 50)' }) +
      ellipse(228, 44, 8, 14, '#d9c49c', { transform: 'rotate(25 228 44)' }) +
      ellipse(200, 32, 7, 13, '#e8d8b5') +
      path('M186 126 L214 126 L212 146 Q252 170 240 208 Q232 236 200 236 Q168 236 160 208 Q148 170 188 146 Z', p.main) +
      path('M176 170 Q168 196 180 220', 'none', { stroke: p.light, 'stroke-width': 6, opacity: 0.45 }) +
      ellipse(200, 127, 14, 3, p.deep),
  },
  'wall-clock': {
    placement: 'wall',
    focus: [200, 140],
    halfWidth: 90,
    draw: (p) => {
      let ticks = '';
      for (let hour = 0; hour < 12; hour += 1) {
        const angle = (hour / 12) * Math.PI * 2;
        const long = hour % 3 === 0;
        ticks += line(
          200 + Math.sin(angle) * (long ? 58 : 62),
          140 - Math.cos(angle) * (long ? 58 : 62),
          200 + Math.sin(angle) * 70,
          140 - Math.cos(angle) * 70,
          p.ink,
          long ? 4 : 2,
        );
      }
      return (
        circle(200, 140, 86, p.main) +
        circle(200, 140, 76, p.paper) +
        ticks +
        line(200, 140, 200, 94, p.ink, 5) +
        line(200, 140, 236, 158, p.ink, 4) +
        line(200, 150, 200, 80, '#c4663e', 1.5) +
        circle(200, 140, 5, p.ink)
      );
    },
  },
  'candle-holder': {
    placement: 'table',
    focus: [200, 150],
    halfWidth: 70,
    draw: (p) => {
      const holder = (x: number, height: number) =>
        glow(x, GROUND - height - 34, 26) +
        rect(x - 6, GROUND - height - 30, 12, 32, '#f7f3ec', { rx: 2 }) +
        path(
          `M${x} ${GROUND - height - 44} Q${x + 6} ${GROUND - height - 36} ${x} ${GROUND - height - 31} Q${x - 6} ${GROUND - height - 36} ${x} ${GROUND - height - 44} Z`,
          '#f3a43b',
        ) +
        rect(x - 14, GROUND - height, 28, 6, p.shade, { rx: 2 }) +
        rect(x - 5, GROUND - height + 6, 10, height - 12, p.main) +
        ellipse(x, GROUND - 4, 18, 5, p.main);
      return holder(150, 60) + holder(200, 96) + holder(250, 42);
    },
  },
  'picture-frame': {
    placement: 'wall',
    focus: [200, 140],
    halfWidth: 80,
    draw: (p) =>
      rect(124, 48, 152, 186, p.main) +
      rect(134, 58, 132, 166, p.paper) +
      rect(154, 82, 92, 118, '#e9dcc6') +
      circle(222, 110, 14, '#d1a03a') +
      path('M154 200 L154 160 Q180 130 204 156 Q222 140 246 162 L246 200 Z', '#9db08e') +
      path('M154 200 L154 178 Q196 160 246 184 L246 200 Z', '#5f8f5c') +
      rect(124, 48, 152, 6, p.light, { opacity: 0.4 }),
  },
};
