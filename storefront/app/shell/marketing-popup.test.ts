import { describe, expect, it, vi } from 'vitest';
import { waitForOverlay } from './marketing-popup.js';

/** Runs scheduled checks by hand, counting the delays asked for. */
function manualClock() {
  const queue: Array<() => void> = [];
  const delays: number[] = [];
  return {
    delays,
    schedule: (callback: () => void, ms: number) => {
      delays.push(ms);
      queue.push(callback);
      return queue.length;
    },
    cancel: vi.fn(),
    runAll() {
      while (queue.length) queue.shift()!();
    },
  };
}

describe('waitForOverlay', () => {
  it('checks every 250 ms and gives up with a warning after 50 tries (requirements §8, §9)', () => {
    const clock = manualClock();
    const isReady = vi.fn(() => false);
    const onReady = vi.fn();
    const warn = vi.fn();
    waitForOverlay(isReady, onReady, { schedule: clock.schedule, cancel: clock.cancel, warn });
    clock.runAll();
    expect(isReady).toHaveBeenCalledTimes(50);
    expect(new Set(clock.delays)).toEqual(new Set([250]));
    expect(onReady).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('The marketing popup overlay did not appear after 50 tries.');
  });

  it('notifies as soon as the overlay is ready and stops checking', () => {
    const clock = manualClock();
    let tries = 0;
    const onReady = vi.fn();
    const warn = vi.fn();
    waitForOverlay(() => ++tries === 3, onReady, { schedule: clock.schedule, cancel: clock.cancel, warn });
    clock.runAll();
    expect(tries).toBe(3);
    expect(onReady).toHaveBeenCalledOnce();
    expect(warn).not.toHaveBeenCalled();
  });

  it('stops waiting when the next page comes first', () => {
    const clock = manualClock();
    const isReady = vi.fn(() => false);
    const warn = vi.fn();
    const stop = waitForOverlay(isReady, vi.fn(), { schedule: clock.schedule, cancel: clock.cancel, warn });
    stop();
    clock.runAll();
    expect(isReady).toHaveBeenCalledOnce();
    expect(clock.cancel).toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
