'use client';
import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Tooltip as AriaTooltip, TooltipTriggerStateContext } from 'react-aria-components';
import * as styles from './Tooltip.css';
import { tooltipDelays, tooltipOpenDelay } from './tooltipTiming';

// Shared by every tooltip on the page: the skip window starts when any tooltip closes.
let lastClosedAt = Number.NEGATIVE_INFINITY;

/** Where a Tooltip sits relative to its trigger. */
export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;
/** A Tooltip placement. */
export type TooltipPlacement = (typeof tooltipPlacements)[number];

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The text shown; it also describes the trigger (`aria-describedby`) while shown. */
  content: string;
  /** One focusable element that accepts `aria-describedby` (our `Button` or `IconButton`). */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Hover time before showing, in ms (`0` shows at once). @default 700 */
  delay?: number;
  /** After a tooltip closes, others show at once if hovered within this many ms. @default 300 */
  skipDelay?: number;
  /** @default 'top' */
  placement?: TooltipPlacement;
}

/**
 * A short label shown on hover (after `delay`) and at once on keyboard focus; Escape hides it.
 * Timing follows SPEC §9 (700 ms, skip 300 ms); pass `delay={0}` for the chat shell.
 *
 * @example
 * <Tooltip content="Start a group chat">
 *   <IconButton label="New group" icon={<PlusIcon />} />
 * </Tooltip>
 */
export function Tooltip({
  content,
  children,
  delay = tooltipDelays.delay,
  skipDelay = tooltipDelays.skipDelay,
  placement = 'top',
}: TooltipProps) {
  const [isOpen, setOpen] = useState(false);
  const triggerRef = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openRef = useRef(false);
  const id = useId();

  const cancel = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  const show = (immediate: boolean) => {
    cancel();
    const wait = immediate
      ? 0
      : tooltipOpenDelay({ now: performance.now(), lastClosedAt, delay, skipDelay });
    const open = () => {
      openRef.current = true;
      setOpen(true);
    };
    if (wait === 0) open();
    else timer.current = setTimeout(open, wait);
  };
  const hide = () => {
    cancel();
    if (!openRef.current) return;
    openRef.current = false;
    lastClosedAt = performance.now();
    setOpen(false);
  };
  useEffect(
    () => () => {
      if (timer.current !== undefined) clearTimeout(timer.current);
    },
    [],
  );

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only observes hover and focus of its focusable child */}
      <span
        ref={triggerRef}
        className={styles.trigger}
        onPointerEnter={(event: PointerEvent) => {
          if (event.pointerType === 'mouse') show(false);
        }}
        onPointerLeave={hide}
        onPointerDown={hide}
        onFocus={(event: FocusEvent) => {
          if (event.target instanceof Element && event.target.matches(':focus-visible')) show(true);
        }}
        onBlur={hide}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Escape' && openRef.current) {
            event.stopPropagation();
            hide();
          }
        }}
      >
        {cloneElement(children, {
          'aria-describedby':
            [children.props['aria-describedby'], isOpen ? id : undefined]
              .filter(Boolean)
              .join(' ') || undefined,
        })}
      </span>
      {/* Our timing replaces react-aria's trigger state; its Tooltip reads the state from context. */}
      <TooltipTriggerStateContext.Provider
        value={{ isOpen, open: () => show(true), close: hide, shouldSkipAnimation: false }}
      >
        <AriaTooltip
          triggerRef={triggerRef}
          isOpen={isOpen}
          onOpenChange={(open) => {
            if (!open) hide();
          }}
          placement={placement}
          offset={6}
          className={styles.tooltip}
        >
          <span id={id}>{content}</span>
        </AriaTooltip>
      </TooltipTriggerStateContext.Provider>
    </>
  );
}
