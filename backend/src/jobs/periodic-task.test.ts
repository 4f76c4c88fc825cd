import { type Logger } from '@nestjs/common';
import { PeriodicTask } from './periodic-task';

describe('PeriodicTask', () => {
  it('runs at once, never twice at the same time, survives a failure and waits for a run on stop', async () => {
    const warnings: string[] = [];
    const logger = { warn: (message: string) => warnings.push(message) } as unknown as Logger;
    let runs = 0;
    let active = 0;
    let maxActive = 0;
    let release: () => void = () => undefined;
    const task = new PeriodicTask(
      'Test run',
      5,
      async () => {
        runs += 1;
        active += 1;
        maxActive = Math.max(maxActive, active);
        try {
          if (runs === 1) throw new Error('kaputt');
          await new Promise<void>((resolve) => (release = resolve));
        } finally {
          active -= 1;
        }
      },
      logger,
    );
    task.start();
    expect(runs).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    // The failed first run was logged; the second is still running and no third one started beside it.
    expect(warnings).toEqual(['Test run failed: kaputt']);
    expect(runs).toBe(2);
    const stopped = task.stop();
    let done = false;
    void stopped.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    release();
    await stopped;
    expect(maxActive).toBe(1);
  });
});
