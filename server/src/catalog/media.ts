import { endpoints, type Image, pathTo } from 'otthon/contract';

/** Images are served at `/api/media/{key}.webp?w=&dpr=&q=`: WebP at a breakpoint width, density 1 or 2, quality 80 by default. */

/** Intrinsic size of every illustration at the largest breakpoint (4:3). */
export const IMAGE_SIZE = { width: 1536, height: 1152 } as const;

export function mediaSrc(key: string): string {
  return pathTo(endpoints.media.path, { file: `${key}.webp` });
}

export function imageOf(key: string, alt: string): Image {
  return { src: mediaSrc(key), alt, width: IMAGE_SIZE.width, height: IMAGE_SIZE.height };
}
