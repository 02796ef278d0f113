import type { FastifyBaseLogger } from 'fastify';

const running = new Set<Promise<void>>();

/**
 * Runs work an answer must not wait for, because its cost would tell what the answer hides (the
 * unlock mail goes only to accounts that exist). It starts after the current turn of the event
 * loop, a failure is logged, and `settleDetached` (an onClose hook) waits for what still runs.
 */
export function runDetached(log: FastifyBaseLogger, what: string, task: () => Promise<void>): void {
  const promise: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((err: unknown) => log.error({ err }, `${what} failed`))
    .finally(() => running.delete(promise));
  running.add(promise);
}

/** Resolves once every detached task started so far has finished. */
export async function settleDetached(): Promise<void> {
  await Promise.allSettled([...running]);
}
