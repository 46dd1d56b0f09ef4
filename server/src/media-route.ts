import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { renderImage, type ImageKind } from '../seed/images.js';
import { media } from './db/schema.js';
import { IMAGE_DEFAULTS } from './domain.js';
import { RequestContext } from './http/context.js';
import { HttpError } from './http/errors.js';
import { fieldError } from './http/errors.js';
import type { AppState } from './options.js';

const WIDTHS: readonly number[] = Object.values(IMAGE_DEFAULTS.breakpoints);
const DEFAULT_WIDTH = IMAGE_DEFAULTS.breakpoints.sm;

function intParam(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  return /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * `GET /api/media/{key}.webp?w=&dpr=&q=`: an illustration rendered as WebP at one of the spec's
 * breakpoint widths (320…1536), density 1 or 2, quality 30–100 (default 80), rendered once and
 * then served from disk with a year-long immutable cache. Only images the shop uses exist.
 */
export function mediaHandler(state: AppState) {
  return async (c: Context) => {
    const ctx = new RequestContext(c, state);
    const file = c.req.param('file') ?? '';
    const match = /^([a-z0-9-]{3,80})\.webp$/.exec(file);
    if (!match) throw new HttpError(404, ctx.t('media.not_found'));
    const key = match[1]!;
    const width = intParam(c.req.query('w'), DEFAULT_WIDTH);
    const density = intParam(c.req.query('dpr'), 1);
    const quality = intParam(c.req.query('q'), IMAGE_DEFAULTS.quality);
    if (!WIDTHS.includes(width)) throw fieldError('w', ctx.t('media.width', { widths: WIDTHS.join(', ') }));
    if (density !== 1 && density !== 2) throw fieldError('dpr', ctx.t('media.dpr'));
    if (!(quality >= 30 && quality <= 100)) throw fieldError('q', ctx.t('media.quality'));

    const [spec] = await state.db.select().from(media).where(eq(media.key, key));
    if (!spec) throw new HttpError(404, ctx.t('media.not_found'));

    const path = join(state.mediaDir, `${key}-w${width}-x${density}-q${quality}.webp`);
    let bytes: Buffer;
    try {
      bytes = await readFile(path);
    } catch {
      bytes = await renderImage({ kind: spec.kind as ImageKind, colour: spec.colour, variant: spec.variant, width, density, quality });
      await mkdir(state.mediaDir, { recursive: true });
      // Write then rename, so a concurrent reader never sees half a file.
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    }
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': 'image/webp',
        'Content-Length': String(bytes.length),
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    });
  };
}
