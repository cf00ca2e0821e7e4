import { createContext } from 'react';
import { type To, UNSAFE_createBrowserHistory } from 'react-router';

/** The browser history the portal's router runs on (`main.tsx`, `unstable_HistoryRouter`). */
type PortalHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** A move inside the portal, as a leave check sees it. */
interface Move {
  currentPathname: string;
  nextPathname: string;
}

/** A move held for an answer: `proceed` makes it, `reset` stays. */
interface HeldMove {
  proceed: () => void;
  reset: () => void;
}

/** The history with moves that can be held, and what is held now. */
export interface LeaveBlocker {
  history: PortalHistory;
  /** Holds every move `shouldHold` says yes to (links, `navigate`, Back and Forward); returns the release. */
  hold: (shouldHold: (move: Move) => boolean) => () => void;
  /** The move waiting for an answer, or null (a `useSyncExternalStore` snapshot). */
  held: () => HeldMove | null;
  subscribe: (onChange: () => void) => () => void;
}

/**
 * A browser history that can hold a move until the user answers, which is what react-router's
 * `useBlocker` does on a data router. The portal runs on `unstable_HistoryRouter` with this
 * history instead: the data router weighs 32.8 KB gzip against 15.3 KB, and react-router is one
 * module, so whatever the portal uses of it loads with /login (apps/portal/CONTEXT.md, issue 24).
 * Back and Forward are held the data router's way: the move already happened in the browser, so
 * the history goes back by the same distance at once and makes the move again on `proceed`.
 */
export function createLeaveBlocker(): LeaveBlocker {
  const base = UNSAFE_createBrowserHistory({ v5Compat: true });
  let shown = base.location;
  let shouldHold: ((move: Move) => boolean) | null = null;
  let held: HeldMove | null = null;
  // Pops this history causes itself: the undo of a held Back (not shown), the redo on proceed.
  let undoing = 0;
  let redoing = 0;
  const listeners = new Set<() => void>();
  const setHeld = (next: HeldMove | null) => {
    held = next;
    for (const listener of listeners) listener();
  };
  const holds = (to: To) =>
    shouldHold?.({ currentPathname: shown.pathname, nextPathname: base.createURL(to).pathname }) ??
    false;
  const guarded = (to: To, move: () => void) => {
    if (!holds(to)) return move();
    setHeld({
      proceed: () => {
        setHeld(null);
        move();
      },
      reset: () => setHeld(null),
    });
  };

  const history: PortalHistory = {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    push: (to, state) => guarded(to, () => base.push(to, state)),
    replace: (to, state) => guarded(to, () => base.replace(to, state)),
    listen: (listener) =>
      base.listen((update) => {
        if (update.action === 'POP') {
          if (undoing > 0) {
            undoing--;
            return;
          }
          if (redoing > 0) redoing--;
          else if (update.delta !== null && holds(update.location)) {
            const delta = update.delta;
            undoing++;
            base.go(-delta);
            setHeld({
              proceed: () => {
                setHeld(null);
                redoing++;
                base.go(delta);
              },
              reset: () => setHeld(null),
            });
            return;
          }
        }
        shown = update.location;
        listener(update);
      }),
  };

  return {
    history,
    hold(check) {
      shouldHold = check;
      return () => {
        if (shouldHold !== check) return;
        shouldHold = null;
        if (held) setHeld(null);
      };
    },
    held: () => held,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

/** The portal's {@link LeaveBlocker}; null outside it (a story's MemoryRouter). */
export const LeaveBlockerContext = createContext<LeaveBlocker | null>(null);
