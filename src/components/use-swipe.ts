import { type PointerEvent, useRef } from 'react';

/** How far (CSS pixels) a finger must travel sideways before a gesture counts as a swipe. */
const SWIPE_DISTANCE = 40;

export interface SwipeHandlers {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
  onPointerCancel(): void;
  /**
   * Whether the click that follows the last pointer-up ends a swipe, so the caller ignores it
   * (a swipe across a button must not also press it). Reading it clears it.
   */
  swallowClick(): boolean;
}

/**
 * Sideways swipes by touch or pen, from plain pointer events: a horizontal move of at least 40 px
 * that is wider than it is tall calls `onNext` (finger moving left) or `onPrevious` (right). A
 * mouse is left alone (it drags images and selects text); vertical moves stay the page's scroll,
 * as the swiped element should carry `touch-action: pan-y`.
 */
export function useSwipe({ onPrevious, onNext }: { onPrevious(): void; onNext(): void }): SwipeHandlers {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown(event) {
      swiped.current = false;
      start.current = event.pointerType === 'mouse' || !event.isPrimary ? null : { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp(event) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return;
      swiped.current = true;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel() {
      start.current = null;
    },
    swallowClick() {
      const was = swiped.current;
      swiped.current = false;
      return was;
    },
  };
}
