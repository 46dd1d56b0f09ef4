import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. Deliberately without tailwind-merge (≈ 7 KiB gzip on every first load):
 * components take their colours from `--otthon-*` variables and expose `asChild`, so a shop
 * restyles by overriding variables or replacing the element rather than by fighting utilities.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
