import { type PointerEvent, useRef } from 'react';

/** How far (CSS pixels) a finger must travel sideways before a gesture counts as a swipe. */
const SWIPE_DISTANCE = 40;
/** How long after a swipe's end a pointer's click still belongs to it (ms). */
const CLICK_AFTER_SWIPE = 500;

export interface SwipeHandlers {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
  onPointerCancel(): void;
  /**
   * Whether this click is the end of a swipe, so the caller ignores it (a swipe across a button
   * must not also press it). A keyboard's click (`detail` 0) and a later tap are never swallowed.
   */
  swallowClick(event: { detail: number }): boolean;
}

/**
 * Sideways swipes by touch or pen, from plain pointer events: a horizontal move of at least 40 px
 * that is wider than it is tall calls `onNext` (finger moving left) or `onPrevious` (right). A
 * mouse is left alone (it drags images and selects text); vertical moves stay the page's scroll,
 * as the swiped element should carry `touch-action: pan-y`.
 */
export function useSwipe({ onPrevious, onNext }: { onPrevious(): void; onNext(): void }): SwipeHandlers {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  // When the last swipe ended (performance.now()), or null.
  const swiped = useRef<number | null>(null);
  return {
    onPointerDown(event) {
      swiped.current = null;
      start.current = event.pointerType === 'mouse' || !event.isPrimary ? null : { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp(event) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return;
      swiped.current = performance.now();
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel() {
      start.current = null;
    },
    swallowClick(event) {
      const at = swiped.current;
      swiped.current = null;
      return event.detail > 0 && at !== null && performance.now() - at < CLICK_AFTER_SWIPE;
    },
  };
}
