import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser has painted the next frame: a frame callback runs before that
 * frame's paint, a task queued from it after. Returns the cancel.
 */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * `value`, a painted frame late: an interaction's own feedback (a switch that flips) reaches the
 * screen before the work its value starts (a whole table restyled), which follows in the next task
 * (issue 24: INP counts from the input to the next paint).
 */
export function usePaintedFirst<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    return afterNextPaint(() => setShown(value));
  }, [value, shown]);
  return shown;
}

/**
 * False until `on` has been true and the frame showing that has been painted; true from then on.
 * For work an interaction starts that its own frame does not need: a query enabled in the render
 * of a click starts its request in that click's commit (React runs a discrete update's effects
 * before the browser paints). Latched, so turning `on` off and on again starts nothing.
 */
export function useOnceAfterPaint(on: boolean): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!on || done) return;
    return afterNextPaint(() => setDone(true));
  }, [on, done]);
  return done;
}
