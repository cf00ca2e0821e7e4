'use client';
import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  MenuTrigger as AriaMenuTrigger,
  type MenuTriggerProps as AriaMenuTriggerProps,
  Popover,
  Separator,
} from 'react-aria-components';
import * as overlay from '../internal/overlay.css';
import * as styles from './Menu.css';

/** Props of {@link MenuTrigger}. */
export type MenuTriggerProps = AriaMenuTriggerProps;

/**
 * Connects a trigger button (first child) to a `Menu` (second child): Enter, Space or ArrowDown
 * opens it with focus on the first item (react-aria `MenuTrigger`).
 *
 * @example
 * <MenuTrigger>
 *   <Button>Actions</Button>
 *   <Menu><MenuItem onAction={view}>View Details</MenuItem></Menu>
 * </MenuTrigger>
 */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

/** Props of {@link Menu}. */
export interface MenuProps
  extends Omit<AriaMenuProps<object>, 'className' | 'style' | 'children' | 'items'> {
  /** @default 'bottom start' */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  /** `MenuItem` and `MenuSeparator` elements. */
  children: ReactNode;
}

/**
 * A list of actions in a popover (react-aria `Menu`), named by its trigger: arrow keys move,
 * type-ahead jumps, Enter runs an item, Escape closes and returns focus to the trigger.
 *
 * @example
 * <Menu onAction={(key) => go(key)}>
 *   <MenuItem id="password">Change Password</MenuItem>
 * </Menu>
 */
export function Menu({ placement = 'bottom start', children, ...props }: MenuProps) {
  return (
    <Popover placement={placement} offset={4} className={overlay.surface}>
      <AriaMenu {...props} className={overlay.list}>
        {children}
      </AriaMenu>
    </Popover>
  );
}

/** Props of {@link MenuItem}. */
export interface MenuItemProps
  extends Omit<AriaMenuItemProps<object>, 'className' | 'style' | 'children'> {
  /** `critical` for destructive actions (Delete Group). @default 'neutral' */
  tone?: 'neutral' | 'critical';
  /** Decorative icon before the text. */
  icon?: ReactNode;
  children: string;
}

/**
 * One action of a {@link Menu}.
 *
 * @example
 * <MenuItem id="logout" tone="critical" onAction={logout}>Logout</MenuItem>
 */
export function MenuItem({ tone = 'neutral', icon, children, ...props }: MenuItemProps) {
  return (
    <AriaMenuItem
      textValue={children}
      {...props}
      className={tone === 'critical' ? `${overlay.item} ${overlay.critical}` : overlay.item}
    >
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </AriaMenuItem>
  );
}

/**
 * A line between groups of menu items.
 *
 * @example
 * <MenuSeparator />
 */
export function MenuSeparator() {
  return <Separator className={overlay.separator} />;
}
