import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIntentQueue, MAX_GATHER_FACTOR } from './intent-queue.js';

interface Step {
  kind: 'set' | 'now';
  value: number;
}

/** A queue whose requests stay open until `finish()` is called, recording what was sent. */
function recordingQueue(gatherMs = 0) {
  const sent: Array<[number, number]> = [];
  const open: Array<() => void> = [];
  const queue = createIntentQueue<Step>(
    (key, step) => {
      sent.push([key, step.value]);
      return new Promise<void>((resolve) => open.push(resolve));
    },
    undefined,
    (step) => (step.kind === 'set' ? gatherMs : 0),
  );
  const finish = async () => {
    open.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { queue, sent, finish };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('an intent queue (field notes: cart races)', () => {
  it('sends at once without a gathering window, and merges what comes while a request is open into the latest', async () => {
    const { queue, sent, finish } = recordingQueue();
    void queue.push(1, { kind: 'set', value: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([[1, 2]]);
    for (const value of [3, 4, 5]) void queue.push(1, { kind: 'set', value });
    expect(queue.waiting(1)).toEqual({ kind: 'set', value: 5 });
    await finish();
    expect(sent).toEqual([
      [1, 2],
      [1, 5],
    ]);
    await finish();
    expect(queue.busy(1)).toBe(false);
  });

  it('sends a burst of presses on an idle key as one request once the presses pause', async () => {
    const { queue, sent, finish } = recordingQueue(250);
    let settled = false;
    void queue.push(7, { kind: 'set', value: 1 }).then(() => (settled = true));
    for (let value = 2; value <= 6; value += 1) {
      await vi.advanceTimersByTimeAsync(100);
      void queue.push(7, { kind: 'set', value });
    }
    // Each press started the window again: nothing is sent yet, and the key is busy meanwhile.
    expect(sent).toEqual([]);
    expect(queue.busy(7)).toBe(true);
    await vi.advanceTimersByTimeAsync(250);
    expect(sent).toEqual([[7, 6]]);
    await finish();
    expect(settled).toBe(true);
  });

  it('never gathers longer than its cap, however long the presses go on', async () => {
    const { queue, sent } = recordingQueue(250);
    void queue.push(3, { kind: 'set', value: 0 });
    let value = 0;
    while (sent.length === 0) {
      await vi.advanceTimersByTimeAsync(50);
      value += 1;
      void queue.push(3, { kind: 'set', value });
    }
    // Sent within the cap, carrying the latest press before it.
    expect(value * 50).toBeLessThanOrEqual(250 * MAX_GATHER_FACTOR);
    expect(value * 50).toBeGreaterThanOrEqual(250 * MAX_GATHER_FACTOR - 50);
    expect(sent[0]![1]).toBeGreaterThanOrEqual(value - 1);
  });

  it('ends the window at once for an intent that needs no waiting', async () => {
    const { queue, sent } = recordingQueue(250);
    void queue.push(4, { kind: 'set', value: 2 });
    void queue.push(4, { kind: 'now', value: 9 });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([[4, 9]]);
  });

  it('settles a dropped key without sending anything', async () => {
    const { queue, sent } = recordingQueue(250);
    let settled = false;
    void queue.push(5, { kind: 'set', value: 2 }).then(() => (settled = true));
    queue.drop(5);
    await vi.advanceTimersByTimeAsync(250);
    expect(sent).toEqual([]);
    expect(settled).toBe(true);
    expect(queue.busy(5)).toBe(false);
  });

  it('sends what gathers at once when flushed, and leaves a request in flight as it is', async () => {
    const { queue, sent, finish } = recordingQueue(250);
    void queue.push(1, { kind: 'set', value: 2 });
    await vi.advanceTimersByTimeAsync(0);
    void queue.push(2, { kind: 'now', value: 9 });
    void queue.push(2, { kind: 'set', value: 10 });
    expect(sent).toEqual([[2, 9]]);
    queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    // Key 1 no longer waits for its window; key 2's waiting intent still follows its request.
    expect(sent).toEqual([
      [2, 9],
      [1, 2],
    ]);
    await finish();
    expect(sent).toEqual([
      [2, 9],
      [1, 2],
      [2, 10],
    ]);
  });
});
