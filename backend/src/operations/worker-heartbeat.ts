import { z } from 'zod';

/**
 * Each worker process writes what it knows about itself into one Redis hash (field: host and pid), so the API,
 * which has no worker and no Chromium of its own, can tell the console whether a worker runs and whether its
 * Chromium starts. A field older than HEARTBEAT_STALE_MS belongs to a worker that is gone.
 */
export const HEARTBEAT_INTERVAL_MS = 15_000;
export const HEARTBEAT_STALE_MS = 3 * HEARTBEAT_INTERVAL_MS;
/** `chromium --version` starts the binary the PDFs need; more often would only cost CPU. */
export const CHROMIUM_CHECK_INTERVAL_MS = 60_000;

export function workerHeartbeatKey(redisPrefix: string): string {
  return `${redisPrefix}:operations:workers`;
}

export const workerHeartbeatSchema = z.object({
  at: z.string().datetime(),
  chromium: z.object({
    ok: z.boolean(),
    checkedAt: z.string().datetime(),
    /** The version line on success, the error on failure. */
    detail: z.string(),
  }),
});
export type WorkerHeartbeat = z.infer<typeof workerHeartbeatSchema>;
