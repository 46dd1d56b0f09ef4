/**
 * A tiny 3D renderer for product pictures: pieces are built from boxes (any eight corners),
 * upright or lying cylinders and cones, spheres and rods, in centimetres (x to the right, y up,
 * z towards the viewer, the piece standing on y = 0 and centred on x = z = 0). A camera projects
 * them with perspective; faces are shaded from one light (upper left, in front), painted back to
 * front, and fitted into a frame of the picture. Output is plain SVG with gradients, so sharp
 * renders it fast and the same input always gives the same bytes.
 */
import { darken, lighten } from './svg.js';

export type V3 = readonly [number, number, number];

/** How a surface reacts to light; drives gradients, highlights and edge treatment. */
export type Finish = 'fabric' | 'velvet' | 'leather' | 'wood' | 'lacquer' | 'metal' | 'glass' | 'ceramic' | 'stone' | 'mirror' | 'glow' | 'plant' | 'paper';

export interface Surface {
  colour: string;
  finish: Finish;
}

interface Base {
  surface: Surface;
  /** Rounds the outline by this many centimetres (upholstery, cushions). */
  soft?: number;
  /** Extra SVG drawn on the front face (drawer lines, quilting): gets the face's corners. */
  decorate?: (corners: [number, number][], face: FaceName) => string;
}

export type FaceName = 'left' | 'right' | 'bottom' | 'top' | 'back' | 'front';

export interface BoxPart extends Base {
  type: 'box';
  /** Corner i has x from bit 0, y from bit 1, z from bit 2 (0 = min side). */
  corners: V3[];
}

export interface CylinderPart extends Base {
  type: 'cylinder';
  /** 'y' stands upright; 'z' faces the viewer (clocks, round mirrors); 'x' lies sideways. */
  axis: 'x' | 'y' | 'z';
  /** Centre of the low end (lowest y, back z or left x). */
  at: V3;
  length: number;
  r0: number;
  r1: number;
  /** Draw the far cap too (a lamp shade seen from below shows its inside). */
  open?: boolean;
}

export interface SpherePart extends Base {
  type: 'sphere';
  at: V3;
  r: number;
}

export interface RodPart extends Base {
  type: 'rod';
  points: V3[];
  r: number;
}

export type Part = BoxPart | CylinderPart | SpherePart | RodPart;

export const box = (x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, surface: Surface, extra: Partial<BoxPart> = {}): BoxPart => ({
  type: 'box',
  corners: [0, 1, 2, 3, 4, 5, 6, 7].map((i) => [i & 1 ? x1 : x0, i & 2 ? y1 : y0, i & 4 ? z1 : z0] as const),
  surface,
  ...extra,
});

/** A box whose top is moved by (dx, dz) — slanted backs, splayed legs. */
export function leaning(part: BoxPart, dx: number, dz: number): BoxPart {
  return { ...part, corners: part.corners.map((c, i) => (i & 2 ? ([c[0] + dx, c[1], c[2] + dz] as const) : c)) };
}

/** A box whose top face is scaled around its centre (tapered legs). */
export function tapered(part: BoxPart, factor: number): BoxPart {
  const cx = (part.corners[0]![0] + part.corners[7]![0]) / 2;
  const cz = (part.corners[0]![2] + part.corners[7]![2]) / 2;
  return {
    ...part,
    corners: part.corners.map((c, i) => (i & 2 ? c : ([cx + (c[0] - cx) * factor, c[1], cz + (c[2] - cz) * factor] as const))),
  };
}

export const cylinder = (at: V3, length: number, r0: number, r1: number, surface: Surface, extra: Partial<CylinderPart> = {}): CylinderPart => ({
  type: 'cylinder',
  axis: 'y',
  at,
  length,
  r0,
  r1,
  surface,
  ...extra,
});

export const sphere = (at: V3, r: number, surface: Surface, extra: Partial<SpherePart> = {}): SpherePart => ({ type: 'sphere', at, r, surface, ...extra });

export const rod = (points: V3[], r: number, surface: Surface): RodPart => ({ type: 'rod', points, r, surface });

// — vector maths —

const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scale = (a: V3, s: number): V3 => [a[0] * s, a[1] * s, a[2] * s];
const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const norm = (a: V3): V3 => scale(a, 1 / (Math.hypot(a[0], a[1], a[2]) || 1));

/** The light comes from the upper left, a little in front: tops brightest, right sides in shade. */
const LIGHT = norm([-0.45, 0.8, 0.5]);

export interface Camera {
  /** Degrees from straight ahead towards the right side (0 front, 90 right side). */
  yaw: number;
  /** Degrees above the horizon. */
  pitch: number;
  /** Distance as a multiple of the piece's largest measure; large means nearly orthographic. */
  distance: number;
}

interface Projector {
  eye: V3;
  project(p: V3): [number, number];
  depth(p: V3): number;
}

function projector(camera: Camera, target: V3, size: number): Projector {
  const yaw = (camera.yaw * Math.PI) / 180;
  const pitch = (camera.pitch * Math.PI) / 180;
  const r = camera.distance * size;
  const eye: V3 = add(target, [r * Math.sin(yaw) * Math.cos(pitch), r * Math.sin(pitch), r * Math.cos(yaw) * Math.cos(pitch)]);
  const forward = norm(sub(target, eye));
  const right = norm(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  return {
    eye,
    project(p) {
      const v = sub(p, eye);
      const z = dot(v, forward);
      return [(dot(v, right) / z) * r, (-dot(v, up) / z) * r];
    },
    depth: (p) => dot(sub(p, eye), forward),
  };
}

// — shading —

export interface Paint {
  defs: string[];
  next: number;
}

const fmt = (n: number): string => String(Math.round(n * 10) / 10);
const pts = (points: [number, number][]): string => points.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ');

/** How bright a face with normal n is (0.45 in full shade … 1.15 facing the light). */
function brightness(n: V3, finish: Finish): number {
  const lambert = Math.max(0, dot(n, LIGHT));
  const ambient = finish === 'metal' || finish === 'mirror' ? 0.5 : 0.56;
  const top = n[1] > 0.6 ? 0.08 : 0;
  return ambient + 0.52 * lambert + top;
}

function toned(colour: string, b: number): string {
  return b >= 1 ? lighten(colour, Math.min(0.6, (b - 1) * 1.6)) : darken(colour, Math.min(0.8, (1 - b) * 0.95));
}

function gradient(paint: Paint, from: [number, number], to: [number, number], stops: [number, string, number?][]): string {
  const id = `s${paint.next++}`;
  paint.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${fmt(from[0])}" y1="${fmt(from[1])}" x2="${fmt(to[0])}" y2="${fmt(to[1])}">` +
      stops
        .map(([offset, colour, opacity]) => `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`)
        .join('') +
      '</linearGradient>',
  );
  return `url(#${id})`;
}

/** The fill of a flat face between two screen points (light end first). */
function faceFill(paint: Paint, surface: Surface, b: number, from: [number, number], to: [number, number]): string {
  const base = toned(surface.colour, b);
  switch (surface.finish) {
    case 'metal':
    case 'mirror':
      return gradient(paint, from, to, [
        [0, lighten(base, 0.18)],
        [0.45, lighten(base, 0.5)],
        [0.55, base],
        [1, darken(base, 0.3)],
      ]);
    case 'glass':
      return gradient(paint, from, to, [
        [0, lighten(base, 0.6), 0.55],
        [0.5, lighten(base, 0.3), 0.3],
        [1, base, 0.45],
      ]);
    case 'lacquer':
    case 'leather':
    case 'ceramic':
      return gradient(paint, from, to, [
        [0, lighten(base, 0.16)],
        [0.35, base],
        [1, darken(base, 0.12)],
      ]);
    case 'glow':
      return gradient(paint, from, to, [
        [0, '#fff8e6'],
        [1, lighten(surface.colour, 0.3)],
      ]);
    default:
      return gradient(paint, from, to, [
        [0, lighten(base, 0.07)],
        [1, darken(base, 0.1)],
      ]);
  }
}

// — drawables —

interface Drawable {
  min: V3;
  max: V3;
  centre: V3;
  svg: string;
}

interface Renderer {
  proj: Projector;
  /** Screen units per centimetre at the target. */
  unit: number;
  paint: Paint;
  /** Converts a projected point into picture coordinates. */
  place: (p: [number, number]) => [number, number];
}

const FACES: [FaceName, number[]][] = [
  ['left', [0, 4, 6, 2]],
  ['right', [1, 3, 7, 5]],
  ['bottom', [0, 1, 5, 4]],
  ['top', [2, 6, 7, 3]],
  ['back', [0, 2, 3, 1]],
  ['front', [4, 5, 7, 6]],
];

function boundsOf(points: V3[]): { min: V3; max: V3; centre: V3 } {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (const p of points)
    for (let i = 0; i < 3; i++) {
      min[i] = Math.min(min[i]!, p[i]!);
      max[i] = Math.max(max[i]!, p[i]!);
    }
  return { min, max, centre: scale(add(min, max), 0.5) };
}

function drawBox(part: BoxPart, r: Renderer): Drawable {
  const c = part.corners;
  const bounds = boundsOf(c);
  const screen = c.map((p) => r.place(r.proj.project(p)));
  const soft = part.soft ? part.soft * r.unit : 0;
  let svg = '';
  for (const [name, idx] of FACES) {
    const [a, b, cc, d] = idx.map((i) => c[i]!) as [V3, V3, V3, V3];
    const faceCentre = scale(add(add(a, b), add(cc, d)), 0.25);
    let n = norm(cross(sub(b, a), sub(d, a)));
    if (dot(n, sub(faceCentre, bounds.centre)) < 0) n = scale(n, -1);
    if (dot(n, sub(r.proj.eye, faceCentre)) <= 1e-6) continue;
    const corners = idx.map((i) => screen[i]!) as [number, number][];
    const lightness = brightness(n, part.surface.finish);
    // Gradient runs down the face (top lighter, foot darker), or front to back across a top.
    const ys = corners.map((p) => p[1]);
    const xs = corners.map((p) => p[0]);
    const from: [number, number] = name === 'top' ? [Math.min(...xs), Math.min(...ys)] : [(Math.min(...xs) + Math.max(...xs)) / 2, Math.min(...ys)];
    const to: [number, number] = name === 'top' ? [Math.max(...xs), Math.max(...ys)] : [(Math.min(...xs) + Math.max(...xs)) / 2, Math.max(...ys)];
    const fill = faceFill(r.paint, part.surface, lightness, from, to);
    const edge = darken(part.surface.colour, 0.35);
    const stroke =
      soft > 0
        ? `stroke="${toned(part.surface.colour, lightness * 0.9)}" stroke-width="${fmt(soft)}" stroke-linejoin="round"`
        : `stroke="${edge}" stroke-opacity="0.35" stroke-width="0.5" stroke-linejoin="round"`;
    svg += `<polygon points="${pts(corners)}" fill="${fill}" ${stroke}/>`;
    if (part.surface.finish === 'wood' && !part.soft) svg += grain(corners, part.surface.colour, name);
    if (part.decorate) svg += part.decorate(corners, name);
  }
  return { ...bounds, svg };
}

/** Faint wood grain along a face's longer direction. */
function grain(corners: [number, number][], colour: string, name: FaceName): string {
  const [a, b, c, d] = corners as [[number, number], [number, number], [number, number], [number, number]];
  const lengthAB = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const lengthAD = Math.hypot(d[0] - a[0], d[1] - a[1]);
  if (Math.max(lengthAB, lengthAD) < 12) return '';
  // Lines run parallel to the longer pair of edges.
  const [p0, p1, q0, q1] = lengthAB >= lengthAD ? [a, d, b, c] : [a, b, d, c];
  const count = Math.min(9, Math.max(3, Math.round(Math.min(lengthAB, lengthAD) / 4)));
  let path = '';
  for (let i = 1; i < count; i++) {
    const t = (i + (name === 'top' ? 0.3 : 0.1) * Math.sin(i * 2.3)) / count;
    const s: [number, number] = [p0[0] + (p1[0] - p0[0]) * t, p0[1] + (p1[1] - p0[1]) * t];
    const e: [number, number] = [q0[0] + (q1[0] - q0[0]) * t, q0[1] + (q1[1] - q0[1]) * t];
    const mx = (s[0] + e[0]) / 2 + Math.sin(i * 1.7) * 1.2;
    const my = (s[1] + e[1]) / 2 + Math.cos(i * 1.3) * 1.2;
    path += `M${fmt(s[0])} ${fmt(s[1])}Q${fmt(mx)} ${fmt(my)} ${fmt(e[0])} ${fmt(e[1])}`;
  }
  return `<path d="${path}" fill="none" stroke="${darken(colour, 0.3)}" stroke-opacity="0.22" stroke-width="0.45"/>`;
}

/** Convex hull (monotone chain) of screen points. */
function hull(points: [number, number][]): [number, number][] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const turn = (o: [number, number], a: [number, number], b: [number, number]) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: [number, number][] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && turn(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: [number, number][] = [];
  for (const p of sorted.reverse()) {
    while (upper.length >= 2 && turn(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

function ring(centre: V3, axis: 'x' | 'y' | 'z', radius: number, steps = 36): V3[] {
  return Array.from({ length: steps }, (_, i) => {
    const a = (i / steps) * Math.PI * 2;
    const u = Math.cos(a) * radius;
    const v = Math.sin(a) * radius;
    if (axis === 'y') return add(centre, [u, 0, v]);
    if (axis === 'z') return add(centre, [u, v, 0]);
    return add(centre, [0, u, v]);
  });
}

function drawCylinder(part: CylinderPart, r: Renderer): Drawable {
  const dir: V3 = part.axis === 'y' ? [0, 1, 0] : part.axis === 'z' ? [0, 0, 1] : [1, 0, 0];
  const low = part.at;
  const high = add(part.at, scale(dir, part.length));
  const ringLow = ring(low, part.axis, part.r0);
  const ringHigh = ring(high, part.axis, part.r1);
  const all = [...ringLow, ...ringHigh];
  const screenLow = ringLow.map((p) => r.place(r.proj.project(p)));
  const screenHigh = ringHigh.map((p) => r.place(r.proj.project(p)));
  const outline = hull([...screenLow, ...screenHigh]);
  const xs = outline.map((p) => p[0]);
  const ys = outline.map((p) => p[1]);
  const left: [number, number] = [Math.min(...xs), (Math.min(...ys) + Math.max(...ys)) / 2];
  const right: [number, number] = [Math.max(...xs), left[1]];
  const { colour, finish } = part.surface;
  const shiny = finish === 'metal' || finish === 'ceramic' || finish === 'glass' || finish === 'lacquer' || finish === 'leather' || finish === 'mirror';
  const bodyStops: [number, string, number?][] =
    finish === 'glow'
      ? [
          [0, '#fff6df'],
          [1, lighten(colour, 0.2)],
        ]
      : [
          [0, toned(colour, 0.86)],
          [0.28, toned(colour, shiny ? 1.25 : 1.05)],
          [0.36, toned(colour, shiny ? 1.05 : 1.02)],
          [0.78, toned(colour, 0.72)],
          [1, toned(colour, 0.6)],
        ];
  if (finish === 'glass') for (const stop of bodyStops) stop[2] = 0.55;
  const soft = part.soft ? ` stroke="${toned(colour, 0.9)}" stroke-width="${fmt(part.soft * r.unit)}" stroke-linejoin="round"` : '';
  let svg = `<polygon points="${pts(outline)}" fill="${gradient(r.paint, left, right, bodyStops)}"${soft}/>`;
  // Caps: whichever end faces the eye.
  const capFill = (toward: V3, ringScreen: [number, number][], inside: boolean) => {
    const lightness = inside ? 0.5 : brightness(toward, finish);
    const cxs = ringScreen.map((p) => p[0]);
    const cys = ringScreen.map((p) => p[1]);
    const fill = faceFill(r.paint, part.surface, lightness, [Math.min(...cxs), Math.min(...cys)], [Math.max(...cxs), Math.max(...cys)]);
    return `<polygon points="${pts(ringScreen)}" fill="${fill}"${soft}/>`;
  };
  const towardHigh = dot(dir, sub(r.proj.eye, high)) > 0;
  const towardLow = dot(scale(dir, -1), sub(r.proj.eye, low)) > 0;
  if (towardHigh && part.r1 > 0.01) svg += capFill(dir, screenHigh, false);
  if (towardLow && part.r0 > 0.01) svg += capFill(scale(dir, -1), screenLow, Boolean(part.open));
  if (part.decorate) svg += part.decorate(towardHigh ? screenHigh : screenLow, part.axis === 'z' ? 'front' : 'top');
  return { ...boundsOf(all), svg };
}

function drawSphere(part: SpherePart, r: Renderer): Drawable {
  const [cx, cy] = r.place(r.proj.project(part.at));
  const edge = r.place(r.proj.project(add(part.at, [0, part.r, 0])));
  const radius = Math.abs(edge[1] - cy) || part.r * r.unit;
  const id = `s${r.paint.next++}`;
  const { colour, finish } = part.surface;
  const stops =
    finish === 'glow'
      ? `<stop offset="0" stop-color="#fffdf5"/><stop offset="0.7" stop-color="#fff1c9"/><stop offset="1" stop-color="${lighten(colour, 0.3)}"/>`
      : `<stop offset="0" stop-color="${toned(colour, finish === 'metal' || finish === 'glass' || finish === 'ceramic' ? 1.35 : 1.12)}"${finish === 'glass' ? ' stop-opacity="0.8"' : ''}/>` +
        `<stop offset="0.55" stop-color="${toned(colour, 0.92)}"${finish === 'glass' ? ' stop-opacity="0.55"' : ''}/>` +
        `<stop offset="1" stop-color="${toned(colour, 0.62)}"${finish === 'glass' ? ' stop-opacity="0.7"' : ''}/>`;
  r.paint.defs.push(`<radialGradient id="${id}" cx="0.36" cy="0.32" r="0.75">${stops}</radialGradient>`);
  const bounds = boundsOf([sub(part.at, [part.r, part.r, part.r]), add(part.at, [part.r, part.r, part.r])]);
  return { ...bounds, svg: `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(radius)}" fill="url(#${id})"/>` };
}

function drawRod(part: RodPart, r: Renderer): Drawable {
  const screen = part.points.map((p) => r.place(r.proj.project(p)));
  const width = Math.max(0.6, part.r * 2 * r.unit);
  const d = screen.map(([x, y], i) => `${i ? 'L' : 'M'}${fmt(x)} ${fmt(y)}`).join('');
  const { colour } = part.surface;
  const base = `<path d="${d}" fill="none" stroke="${toned(colour, 0.8)}" stroke-width="${fmt(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const shine =
    width > 1.2
      ? `<path d="${d}" fill="none" stroke="${toned(colour, part.surface.finish === 'metal' ? 1.4 : 1.1)}" stroke-width="${fmt(width * 0.35)}" stroke-linecap="round" stroke-linejoin="round" transform="translate(${fmt(-width * 0.18)} 0)"/>`
      : '';
  return { ...boundsOf(part.points.map((p) => p)), svg: base + shine };
}

function drawPart(part: Part, r: Renderer): Drawable {
  switch (part.type) {
    case 'box':
      return drawBox(part, r);
    case 'cylinder':
      return drawCylinder(part, r);
    case 'sphere':
      return drawSphere(part, r);
    case 'rod':
      return drawRod(part, r);
  }
}

/**
 * Painter's order: a part that another part hides is drawn first. Two parts separated along an
 * axis are ordered by which side the eye is on; otherwise the farther centre goes first.
 */
function paintOrder(items: Drawable[], eye: V3, depth: (p: V3) => number): Drawable[] {
  const eps = 0.01;
  // Every axis that separates the two gives a verdict; when the verdicts disagree the two cannot
  // overlap on screen, so no order is needed (and none is forced, which would make cycles).
  const before = (a: Drawable, b: Drawable): boolean | undefined => {
    let verdict: boolean | undefined;
    for (let axis = 0; axis < 3; axis++) {
      const e = eye[axis]!;
      let vote: boolean | undefined;
      if (a.max[axis]! <= b.min[axis]! + eps) {
        if (e > b.min[axis]!) vote = true;
        else if (e < a.max[axis]!) vote = false;
      } else if (b.max[axis]! <= a.min[axis]! + eps) {
        if (e > a.min[axis]!) vote = false;
        else if (e < b.max[axis]!) vote = true;
      }
      if (vote === undefined) continue;
      if (verdict !== undefined && verdict !== vote) return undefined;
      verdict = vote;
    }
    return verdict;
  };
  const byDepth = [...items].sort((a, b) => depth(b.centre) - depth(a.centre));
  const out: Drawable[] = [];
  const done = new Set<Drawable>();
  const visiting = new Set<Drawable>();
  const visit = (item: Drawable) => {
    if (done.has(item) || visiting.has(item)) return;
    visiting.add(item);
    for (const other of byDepth) if (other !== item && before(other, item) === true) visit(other);
    visiting.delete(item);
    done.add(item);
    out.push(item);
  };
  for (const item of byDepth) visit(item);
  return out;
}

/** Points that outline the parts (for fitting and bounds). */
export function pointsOf(parts: Part[]): V3[] {
  const points: V3[] = [];
  for (const part of parts) {
    if (part.type === 'box') points.push(...part.corners);
    else if (part.type === 'rod') points.push(...part.points);
    else if (part.type === 'sphere') points.push(sub(part.at, [part.r, part.r, part.r]), add(part.at, [part.r, part.r, part.r]));
    else {
      const dir: V3 = part.axis === 'y' ? [0, 1, 0] : part.axis === 'z' ? [0, 0, 1] : [1, 0, 0];
      points.push(...ring(part.at, part.axis, part.r0, 12), ...ring(add(part.at, scale(dir, part.length)), part.axis, part.r1, 12));
    }
  }
  return points;
}

/** The box around the parts. */
export const extentOf = (parts: Part[]): { min: V3; max: V3 } => boundsOf(pointsOf(parts));

export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Where the piece sits inside the frame vertically: 1 bottom, 0.5 middle. */
  align?: number;
}

export interface SceneResult {
  svg: string;
  defs: string;
  /** Picture coordinates of a world point (for shadows and measure lines). */
  at: (p: V3) => [number, number];
  /** Picture units per centimetre. */
  unit: number;
}

/** Renders the parts with a camera, fitted into a frame of the picture. */
export function renderParts(parts: Part[], camera: Camera, frame: Frame, paint: Paint, extent?: { min: V3; max: V3 }): SceneResult {
  const points = pointsOf(parts);
  const bounds = extent ? { ...extent, centre: scale(add(extent.min, extent.max), 0.5) } : boundsOf(points);
  const size = Math.max(bounds.max[0] - bounds.min[0], bounds.max[1] - bounds.min[1], bounds.max[2] - bounds.min[2]);
  const proj = projector(camera, bounds.centre, size);
  const fitPoints = extent
    ? [0, 1, 2, 3, 4, 5, 6, 7].map(
        (i) => [i & 1 ? bounds.max[0] : bounds.min[0], i & 2 ? bounds.max[1] : bounds.min[1], i & 4 ? bounds.max[2] : bounds.min[2]] as V3,
      )
    : points;
  const projected = fitPoints.map((p) => proj.project(p));
  const minX = Math.min(...projected.map((p) => p[0]));
  const maxX = Math.max(...projected.map((p) => p[0]));
  const minY = Math.min(...projected.map((p) => p[1]));
  const maxY = Math.max(...projected.map((p) => p[1]));
  const k = Math.min(frame.width / Math.max(1e-6, maxX - minX), frame.height / Math.max(1e-6, maxY - minY));
  const align = frame.align ?? 1;
  const offsetX = frame.x + (frame.width - (maxX - minX) * k) / 2 - minX * k;
  const offsetY = frame.y + (frame.height - (maxY - minY) * k) * align - minY * k;
  const place = (p: [number, number]): [number, number] => [p[0] * k + offsetX, p[1] * k + offsetY];
  const renderer: Renderer = { proj, unit: k, paint, place };
  const drawn = parts.map((part) => drawPart(part, renderer));
  const ordered = paintOrder(drawn, proj.eye, proj.depth);
  return {
    svg: ordered.map((item) => item.svg).join(''),
    defs: paint.defs.join(''),
    at: (p) => place(proj.project(p)),
    unit: k,
  };
}
