import { describe, expect, it, vi } from 'vitest';
import { activityEvents, createInactivityTimer, createKeepAlive } from './inactivity';

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

describe('createKeepAlive', () => {
  it('reports activity to the server at most every 5 minutes, retrying a failed ping', async () => {
    let clock = 0;
    const answers: Array<'ok' | 'fail'> = ['fail', 'ok', 'ok'];
    const ping = vi.fn(() =>
      answers.shift() === 'ok' ? Promise.resolve() : Promise.reject(new Error('offline')),
    );
    const keepAlive = createKeepAlive({ ping, now: () => clock });
    clock = 5 * 60_000 - 1;
    keepAlive.activity();
    expect(ping).not.toHaveBeenCalled();
    clock += 1;
    keepAlive.activity();
    keepAlive.activity(); // one in flight at a time
    expect(ping).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    keepAlive.activity(); // the failed one is tried again
    expect(ping).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    await Promise.resolve();
    clock += 60_000;
    keepAlive.activity();
    expect(ping).toHaveBeenCalledTimes(2);
    clock += 4 * 60_000;
    keepAlive.activity();
    expect(ping).toHaveBeenCalledTimes(3);
  });
});
