'use client';
import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useMemo,
  useState,
} from 'react';
import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';
import type { ToastRegionsProps } from './ToastRegions';
import { toastDurations } from './toastDurations';

/** Tones of a toast; `caution` is the orange notice (member left). */
export const toastTones = ['neutral', 'info', 'positive', 'caution', 'critical'] as const;
/** A toast tone. */
export type ToastTone = (typeof toastTones)[number];
/** Where toasts stack: top-right (default, SPEC §2) or bottom-right (incoming chat messages). */
export const toastPlacements = ['top-right', 'bottom-right'] as const;
/** A toast placement. */
export type ToastPlacement = (typeof toastPlacements)[number];

/** What {@link useToast}'s `show` takes. */
export interface ToastOptions {
  /** @default 'neutral' */
  tone?: ToastTone;
  /** The main line, e.g. an error's `userMessage`. */
  title: string;
  /** A second line. */
  description?: string;
  /** Milliseconds before it closes by itself; `0` keeps it until closed. @default 5000 */
  timeout?: number;
  /** @default 'top-right' */
  placement?: ToastPlacement;
  /** Called once it closes, by timeout or by the user. */
  onClose?: () => void;
}

/** What {@link useToast} returns. */
export interface ToastApi {
  /** Shows a toast; returns its key for `close`. */
  show: (options: ToastOptions) => string;
  /** Closes a toast early. */
  close: (key: string) => void;
}

/** What a toast shows. @internal */
export type ToastContent = Pick<ToastOptions, 'tone' | 'title' | 'description'>;
/** One queue per placement. @internal */
export type ToastQueues = Record<ToastPlacement, AriaToastQueue<ToastContent>>;

// The regions (react-aria's toast region, landmark and focus code, ≈ 7 KB gzip) load with the
// first toast: an empty region renders nothing, so a page that never toasts (a host's login
// page) does not download them. A failed load shows no toasts rather than breaking the page.
const ToastRegions = lazy<ComponentType<ToastRegionsProps>>(() =>
  import('./ToastRegions').then(
    (m) => ({ default: m.ToastRegions }),
    () => ({ default: () => null }),
  ),
);

const ToastContext = createContext<ToastApi | null>(null);

const regionLabels: Record<ToastPlacement, string> = {
  'top-right': 'Notifications',
  'bottom-right': 'Messages',
};

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  /** Most toasts shown at once per region; the rest wait their turn. @default 5 */
  maxVisibleToasts?: number;
  children?: ReactNode;
}

/**
 * Owns the toast regions (top-right and bottom-right) and gives `useToast()` to its subtree.
 * Put it once inside `ThemeRoot`. Toasts are closable, pause while the region is hovered or
 * focused, and close after `timeout` (see {@link toastDurations}); F6 moves focus to a region.
 *
 * @example
 * <ThemeRoot><ToastProvider><App /></ToastProvider></ThemeRoot>
 */
export function ToastProvider({ maxVisibleToasts = 5, children }: ToastProviderProps) {
  const [queues] = useState<ToastQueues>(() => ({
    'top-right': new AriaToastQueue<ToastContent>({ maxVisibleToasts }),
    'bottom-right': new AriaToastQueue<ToastContent>({ maxVisibleToasts }),
  }));
  const [used, setUsed] = useState(false);
  const api = useMemo<ToastApi>(() => {
    const owner = new Map<string, ToastPlacement>();
    return {
      show({ placement = 'top-right', timeout = toastDurations.default, onClose, ...content }) {
        const key = queues[placement].add(content, {
          timeout: timeout > 0 ? timeout : undefined,
          onClose: () => {
            owner.delete(key);
            onClose?.();
          },
        });
        owner.set(key, placement);
        setUsed(true);
        return key;
      },
      close(key) {
        const placement = owner.get(key);
        if (placement) queues[placement].close(key);
      },
    };
  }, [queues]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ToastRegions queues={queues} labels={regionLabels} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/**
 * Shows toasts from anywhere under a {@link ToastProvider}. Throws a helpful error outside one.
 *
 * @example
 * const toast = useToast();
 * toast.show({ tone: 'positive', title: 'Status updated successfully' });
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider> (from @hrportal/ui).');
  return api;
}
