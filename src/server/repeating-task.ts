/**
 * A task the server repeats in the background (the e-mail outbox, the retention sweep): one run at a time,
 * the next scheduled when the last has finished, sooner when it says more is waiting. Started and stopped by
 * main.ts, never by importing a module; `stop()` waits for a run in progress, so the database can close
 * after it. The timer never keeps the process alive on its own.
 */
export interface RepeatingTask {
  start(): void;
  stop(): Promise<void>;
}

export interface RepeatingTaskOptions {
  /** One run; answers whether more work is waiting. A failure is the task's to log (and answer false). */
  run(): Promise<boolean>;
  /** Before the first run. */
  readonly firstDelayMs: number;
  /** Before the next run: after one with more waiting, and after one without. */
  delayAfter(more: boolean): number;
}

export function repeatingTask({ run, firstDelayMs, delayAfter }: RepeatingTaskOptions): RepeatingTask {
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      running = run()
        .catch(() => false)
        .then((more) => {
          running = undefined;
          schedule(delayAfter(more));
        });
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(firstDelayMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
