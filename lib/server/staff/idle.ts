/** Staff sessions end after this long without a request (a forgotten laptop in a shared room). */
export const STAFF_IDLE_HOURS = 12;

/** Whether a staff session last seen at `lastSeenAt` has been idle too long at `now`. */
export function staffSessionIdle(lastSeenAt: Date, now = Date.now()): boolean {
  return now - lastSeenAt.getTime() > STAFF_IDLE_HOURS * 3600_000;
}
