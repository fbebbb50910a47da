import { STAFF_IDLE_HOURS, staffSessionIdle } from './idle';

describe('staff session idle rule', () => {
  const now = Date.UTC(2026, 2, 1, 20, 0, 0);
  const hoursAgo = (h: number) => new Date(now - h * 3600_000);

  it('keeps a session used within 12 hours', () => {
    expect(STAFF_IDLE_HOURS).toBe(12);
    expect(staffSessionIdle(hoursAgo(0), now)).toBe(false);
    expect(staffSessionIdle(hoursAgo(11.9), now)).toBe(false);
    expect(staffSessionIdle(hoursAgo(12), now)).toBe(false);
  });

  it('ends a session idle for longer', () => {
    expect(staffSessionIdle(new Date(now - 12 * 3600_000 - 1000), now)).toBe(true);
    expect(staffSessionIdle(hoursAgo(30), now)).toBe(true);
  });
});
