'use client';
import {
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  Popover as AriaPopover,
} from 'react-aria-components';
import { IconLabel } from '../IconLabel/IconLabel';
import * as overlay from '../internal/overlay.css';
import * as styles from './RowControls.css';

/*
 * Controls for the cells of long, virtualized lists. Each is one native element with no hooks of
 * its own: a scrolled-in row of a checkbox, three buttons and a menu costs a tenth of the same row
 * built from react-aria's Checkbox, Button and MenuTrigger, which is what keeps scrolling inside
 * a frame. Keyboard use is the platform's (Tab, Enter, Space); the one menu of a list is a
 * react-aria Menu shared by every row (`RowMenuProvider`).
 */

/** Tones of a {@link RowButton}. */
export const rowButtonTones = ['neutral', 'critical'] as const;
/** A RowButton tone. */
export type RowButtonTone = (typeof rowButtonTones)[number];

/** Props of {@link RowButton}. */
export interface RowButtonProps {
  children: ReactNode;
  onPress?: () => void;
  /** @default false */
  isDisabled?: boolean;
  /** @default 'neutral' */
  tone?: RowButtonTone;
  /** The accessible name when the text alone is not enough (`Resume of Asha Rao`). */
  'aria-label'?: string;
  /** A hover hint; give icon-only buttons their name here too. */
  title?: string;
  /** A square button for an icon (give it `aria-label` and `title`). @default false */
  isIconOnly?: boolean;
}

/**
 * A small button for a row's actions: a native `<button>` that looks like `Button` size `small`.
 * Use it in cells of long lists and in a table's own bars that mount with its first page (the
 * candidate bulk bar); elsewhere use `Button`.
 *
 * @example
 * <RowButton onPress={() => open(row)}>View Details</RowButton>
 */
export function RowButton({
  children,
  onPress,
  isDisabled = false,
  tone = 'neutral',
  'aria-label': ariaLabel,
  title,
  isIconOnly = false,
}: RowButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.button[tone]}${isIconOnly ? ` ${styles.iconOnly}` : ''}`}
      disabled={isDisabled}
      aria-label={ariaLabel}
      title={title}
      onClick={onPress}
    >
      {children}
      {isIconOnly && (ariaLabel ?? title) ? <IconLabel>{ariaLabel ?? title}</IconLabel> : null}
    </button>
  );
}

/** Props of {@link RowCheckbox}. */
export interface RowCheckboxProps {
  /** The accessible name (`Select row 42`); the box has no visible label. */
  'aria-label': string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  /** A dash for "some selected" (a select-all box). @default false */
  isIndeterminate?: boolean;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * A row's selection box: a native checkbox in the theme's brand colour (Space toggles it).
 *
 * @example
 * <RowCheckbox aria-label={`Select row ${id}`} isSelected={selected} onChange={toggle} />
 */
export function RowCheckbox({
  'aria-label': ariaLabel,
  isSelected,
  onChange,
  isIndeterminate = false,
  isDisabled = false,
}: RowCheckboxProps) {
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      aria-label={ariaLabel}
      checked={isSelected}
      disabled={isDisabled}
      ref={(element) => {
        if (element) element.indeterminate = isIndeterminate;
      }}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/** One entry of a {@link RowMenuButton}'s menu. */
export interface RowMenuItem {
  id: string;
  label: string;
  /** @default false */
  isDisabled?: boolean;
}

interface OpenMenu {
  triggerId: string;
  items: readonly RowMenuItem[];
  onAction: (id: string) => void;
  focus: 'first' | 'last';
}

interface RowMenus {
  menuId: string;
  openTriggerId: string | null;
  open: (trigger: HTMLButtonElement, menu: OpenMenu) => void;
}

const RowMenuContext = createContext<RowMenus | null>(null);

/**
 * The one menu the {@link RowMenuButton}s inside it open (react-aria `Menu` in a popover, anchored
 * to the button that opened it): arrow keys move, Enter runs an item, Escape closes and focus
 * returns to the button. Put it around a list; `DataTable` of `@hrportal/candidate-table` does.
 *
 * @example
 * <RowMenuProvider><table>…<RowMenuButton …/>…</table></RowMenuProvider>
 */
export function RowMenuProvider({ children }: { children: ReactNode }) {
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const menuId = useId();
  // The menu keeps its items and name while it animates out.
  const last = useRef<OpenMenu | null>(null);
  if (menu) last.current = menu;
  const shown = menu ?? last.current;
  const openTriggerId = menu?.triggerId ?? null;
  const value = useMemo<RowMenus>(
    () => ({
      menuId,
      openTriggerId,
      open: (trigger, next) => {
        triggerRef.current = trigger;
        setMenu(next);
      },
    }),
    [menuId, openTriggerId],
  );
  return (
    <RowMenuContext.Provider value={value}>
      {children}
      <AriaPopover
        triggerRef={triggerRef}
        trigger="MenuTrigger"
        isOpen={menu !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setMenu(null);
        }}
        aria-labelledby={shown?.triggerId}
        placement="bottom start"
        offset={4}
        className={overlay.surface}
      >
        <AriaMenu
          id={menuId}
          aria-labelledby={shown?.triggerId}
          autoFocus={shown?.focus ?? 'first'}
          className={overlay.list}
          onAction={(key) => menu?.onAction(String(key))}
          onClose={() => setMenu(null)}
        >
          {(shown?.items ?? []).map((item) => (
            <AriaMenuItem
              key={item.id}
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled ?? false}
              className={overlay.item}
            >
              {item.label}
            </AriaMenuItem>
          ))}
        </AriaMenu>
      </AriaPopover>
    </RowMenuContext.Provider>
  );
}

/** Props of {@link RowMenuButton}. */
export interface RowMenuButtonProps {
  /** The button's text, or an icon (then give `aria-label` and `title`). */
  children: ReactNode;
  items: readonly RowMenuItem[];
  onAction: (id: string) => void;
  /** @default false */
  isDisabled?: boolean;
  /** The accessible name when the text alone is not enough (`Resume of Asha Rao`). */
  'aria-label'?: string;
  /** A hover hint; give icon-only buttons their name here too. */
  title?: string;
  /** A square button for an icon. @default false */
  isIconOnly?: boolean;
}

/**
 * A row's menu button (a native `<button aria-haspopup="menu">`): Enter, Space, a click or
 * ArrowDown opens the shared menu of the enclosing {@link RowMenuProvider} on its first item,
 * ArrowUp on its last.
 *
 * @example
 * <RowMenuButton items={[{ id: 'view', label: 'View Resume' }]} onAction={run}>Resume</RowMenuButton>
 */
export function RowMenuButton({
  children,
  items,
  onAction,
  isDisabled = false,
  'aria-label': ariaLabel,
  title,
  isIconOnly = false,
}: RowMenuButtonProps) {
  const menus = useContext(RowMenuContext);
  if (!menus) {
    throw new Error('RowMenuButton needs a RowMenuProvider around it (DataTable renders one).');
  }
  const id = useId();
  const isOpen = menus.openTriggerId === id;
  const open = (trigger: HTMLButtonElement, focus: 'first' | 'last') =>
    menus.open(trigger, { triggerId: id, items, onAction, focus });
  return (
    <button
      type="button"
      id={id}
      className={`${styles.button.neutral}${isIconOnly ? ` ${styles.iconOnly}` : ''}`}
      disabled={isDisabled}
      aria-label={ariaLabel}
      title={title}
      aria-haspopup="menu"
      aria-expanded={isOpen}
      aria-controls={isOpen ? menus.menuId : undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => open(event.currentTarget, 'first')}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        open(event.currentTarget, event.key === 'ArrowDown' ? 'first' : 'last');
      }}
    >
      {children}
      {isIconOnly && (ariaLabel ?? title) ? <IconLabel>{ariaLabel ?? title}</IconLabel> : null}
    </button>
  );
}
