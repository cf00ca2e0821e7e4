'use client';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Button,
  Text,
} from 'react-aria-components';
import { IconLabel } from '../IconLabel/IconLabel';
import { CloseIcon } from '../internal/icons';
import * as styles from './Toast.css';
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

type Content = Pick<ToastOptions, 'tone' | 'title' | 'description'>;
type Queues = Record<ToastPlacement, AriaToastQueue<Content>>;

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
  const [queues] = useState<Queues>(() => ({
    'top-right': new AriaToastQueue<Content>({ maxVisibleToasts }),
    'bottom-right': new AriaToastQueue<Content>({ maxVisibleToasts }),
  }));
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
      {(Object.keys(queues) as ToastPlacement[]).map((placement) => (
        <AriaToastRegion
          key={placement}
          queue={queues[placement]}
          aria-label={regionLabels[placement]}
          className={styles.region({ placement })}
        >
          {({ toast }) => (
            <AriaToast toast={toast} className={styles.toast({ tone: toast.content.tone })}>
              <AriaToastContent className={styles.content}>
                <Text slot="title" className={styles.title}>
                  {toast.content.title}
                </Text>
                {toast.content.description && (
                  <Text slot="description" className={styles.description}>
                    {toast.content.description}
                  </Text>
                )}
              </AriaToastContent>
              <Button slot="close" aria-label="Close" className={styles.close}>
                <CloseIcon />
                <IconLabel>Close</IconLabel>
              </Button>
            </AriaToast>
          )}
        </AriaToastRegion>
      ))}
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
