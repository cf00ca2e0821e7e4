import { describe, expect, it, vi } from 'vitest';
import { activityEvents, createInactivityTimer } from './inactivity';

describe('createInactivityTimer', () => {
  it('expires after 30 minutes without activity, once', () => {
    vi.useFakeTimers();
    const onExpire = vi.fn();
    createInactivityTimer({ onExpire });
    vi.advanceTimersByTime(30 * 60_000 - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * 60_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('restarts on activity, ignores activity while paused, and counts again on resume', () => {
    vi.useFakeTimers();
    const onExpire = vi.fn();
    const timer = createInactivityTimer({ onExpire, timeoutMs: 1000 });
    vi.advanceTimersByTime(900);
    timer.activity();
    vi.advanceTimersByTime(900);
    expect(onExpire).not.toHaveBeenCalled();
    timer.pause();
    timer.activity();
    vi.advanceTimersByTime(5000);
    expect(onExpire).not.toHaveBeenCalled();
    timer.resume();
    vi.advanceTimersByTime(1000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    timer.stop();
    timer.resume();
    vi.advanceTimersByTime(5000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('listens to exactly the activity events of SPEC §4', () => {
    expect([...activityEvents].sort()).toEqual(
      ['click', 'keydown', 'keypress', 'mousedown', 'mousemove', 'scroll', 'touchstart'].sort(),
    );
  });
});
