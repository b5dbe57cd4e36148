import { describe, expect, it } from 'vitest';
import { QueueFullError, Semaphore } from './semaphore';

describe('Semaphore', () => {
  it('never runs more than its limit at once, and runs every task', async () => {
    const semaphore = new Semaphore(2);
    let running = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        semaphore.run(async () => {
          running += 1;
          peak = Math.max(peak, running);
          await new Promise((resolve) => setTimeout(resolve, 2));
          running -= 1;
          return index;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('frees the slot when a task fails', async () => {
    const semaphore = new Semaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(semaphore.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});

describe('Semaphore with a bounded queue', () => {
  it('refuses at once when every slot is busy and the queue is full, and accepts again once it drains', async () => {
    const semaphore = new Semaphore(1, 2);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const running = semaphore.run(() => held);
    const queued = [
      semaphore.run(() => Promise.resolve(1)),
      semaphore.run(() => Promise.resolve(2)),
    ];
    expect(semaphore.load()).toMatchObject({ active: 1, waiting: 2 });

    await expect(semaphore.run(() => Promise.resolve(3))).rejects.toBeInstanceOf(QueueFullError);
    // The refused task took no place in the queue.
    expect(semaphore.load()).toMatchObject({ active: 1, waiting: 2 });

    release();
    await running;
    await expect(Promise.all(queued)).resolves.toEqual([1, 2]);
    await expect(semaphore.run(() => Promise.resolve(4))).resolves.toBe(4);
    expect(semaphore.load()).toMatchObject({ active: 0, waiting: 0 });
  });
});
