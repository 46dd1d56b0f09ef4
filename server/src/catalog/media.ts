import { endpoints, type Image, mediaName, pathTo } from 'otthon/contract';

/** Images are served at `/api/media/{key}.webp?w=&dpr=&q=` (requirements §9 image defaults). */

/** Intrinsic size of every illustration at the largest breakpoint (4:3). */
export const IMAGE_SIZE = { width: 1536, height: 1152 } as const;

export function mediaSrc(key: string): string {
  return pathTo(endpoints.media.path, { file: `${key}.webp` });
}

export function imageOf(key: string, alt: string): Image {
  return { src: mediaSrc(key), alt, width: IMAGE_SIZE.width, height: IMAGE_SIZE.height };
}

/** The media key of a scene or cover illustration in the seed: its kind, colour and view. */
export function mediaKey(ref: { kind: string; colour: string; variant: number }): string {
  return mediaName(ref.kind, ref.colour, ref.variant);
}
