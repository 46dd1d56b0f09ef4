import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ShopData, ShopRequest } from '../application/context.js';
import { HttpError } from '../application/errors.js';
import { renderImage, type ImageKind } from '../../seed/images.js';
import { mediaSpec } from './media-queries.js';

/**
 * `GET /api/media/{file}?w=&dpr=&q=` (the contract validated all three): an illustration (a
 * product's own picture drawn from its model, or a scene) rendered
 * as WebP at one of the spec's breakpoint widths, density 1 or 2, quality 30–100, rendered once
 * and then served from disk with a year-long immutable cache. Only images the shop uses exist.
 */
export async function mediaImage(
  ctx: Pick<ShopRequest, 't'> & Pick<ShopData, 'db' | 'app'>,
  file: string,
  query: { w: number; dpr: number; q: number },
): Promise<Response> {
  const key = file.replace(/\.webp$/, '');
  const spec = await mediaSpec(ctx.db, key);
  if (!spec) throw new HttpError(404, ctx.t('media.not_found'));
  const { w: width, dpr: density, q: quality } = query;
  const { mediaDir } = ctx.app;
  const path = join(mediaDir, `${key}-w${width}-x${density}-q${quality}.webp`);
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch {
    bytes = await renderImage({ kind: spec.kind as ImageKind, colour: spec.colour, variant: spec.variant, width, density, quality, model: spec.model });
    await mkdir(mediaDir, { recursive: true });
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
}
