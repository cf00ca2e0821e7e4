'use client';
import type { MouseEvent, ReactNode } from 'react';
import type { RedDotKey } from '../core/route-table';
import { isItemActive, type SidebarItem, sidebarItems } from '../core/sidebar';
import { ItemIcon } from './icons';
import * as styles from './Sidebar.css';

/** Which red dots are lit (SPEC §2): any subset of the dot keys. */
export type RedDots = Readonly<Partial<Record<RedDotKey, boolean>>>;

/**
 * The In-App Chat toggle slot: a node, or a function of the sidebar's state (icons only when
 * `compact`) — e.g. `({ compact }) => <ChatWidget compact={compact} />`.
 */
export type ChatSlot = ReactNode | ((state: { compact: boolean }) => ReactNode);

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  /** The signed-in role; an unknown one gets the recruiter sidebar. */
  role: string | null | undefined;
  /** Peer reviewers also see Peer Assigned Profiles. @default false */
  peerReviewer?: boolean;
  /** The current location's path: marks the active item. */
  currentPath: string;
  /** Client-side navigation (the links keep real `href`s for new tabs). */
  navigate: (path: string) => void;
  /** Lit red dots. */
  dots?: RedDots;
  /** Called when the user opens an item whose dot is lit: clear it. */
  onDotClear?: (key: RedDotKey) => void;
  /** Opens the AI assistant; without it the manager's AI Interaction Assistance item is hidden. */
  onAssistant?: () => void;
  /** Icons only (the 4rem sidebar). @default false */
  compact?: boolean;
  /** The In-App Chat toggle, under the items. */
  chat?: ChatSlot;
  /** Called after an item navigated or acted (the mobile drawer closes). */
  onItemPress?: () => void;
  /** The navigation landmark's name. @default 'Main' */
  label?: string;
}

/** Renders a {@link ChatSlot} for a sidebar state. @internal */
export function renderChat(chat: ChatSlot, compact: boolean): ReactNode {
  return typeof chat === 'function' ? chat({ compact }) : chat;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function ItemContent({
  item,
  compact,
  lit,
}: {
  item: SidebarItem;
  compact: boolean;
  lit: boolean;
}) {
  return (
    <>
      <span className={styles.icon}>
        <ItemIcon id={item.id} />
      </span>
      <span className={compact ? styles.visuallyHidden : styles.label}>{item.label}</span>
      {lit ? (
        <>
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.visuallyHidden}>(new updates)</span>
        </>
      ) : null}
    </>
  );
}

/**
 * The role's sidebar (SPEC §2): its items as links (the active one marked `aria-current`), red
 * dots on the items §2 names that clear when opened, the manager's AI Interaction Assistance
 * action, and the In-App Chat toggle slot at the bottom. Icons only when `compact`, every item
 * still named for screen readers.
 *
 * @example
 * <Sidebar role="manager" currentPath={pathname} navigate={navigate} dots={{ analytics: true }} />
 */
export function Sidebar({
  role,
  peerReviewer = false,
  currentPath,
  navigate,
  dots = {},
  onDotClear,
  onAssistant,
  compact = false,
  chat,
  onItemPress,
  label = 'Main',
}: SidebarProps) {
  const items = sidebarItems(role, { peerReviewer });
  return (
    <nav className={styles.nav} aria-label={label} data-compact={compact}>
      <ul className={styles.list}>
        {items.map((item) => {
          const lit = Boolean(item.dot && dots[item.dot]);
          const content = <ItemContent item={item} compact={compact} lit={lit} />;
          if (item.action) {
            if (!onAssistant) return null;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.item}
                  title={compact ? item.label : undefined}
                  onClick={() => {
                    onAssistant();
                    onItemPress?.();
                  }}
                >
                  {content}
                </button>
              </li>
            );
          }
          const path = item.path ?? '/';
          return (
            <li key={item.id}>
              <a
                href={path}
                className={styles.item}
                aria-current={isItemActive(item, currentPath) ? 'page' : undefined}
                title={compact ? item.label : undefined}
                onClick={(event) => {
                  if (item.dot && lit) onDotClear?.(item.dot);
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  navigate(path);
                  onItemPress?.();
                }}
              >
                {content}
              </a>
            </li>
          );
        })}
      </ul>
      {chat ? <div className={styles.chatSlot}>{renderChat(chat, compact)}</div> : null}
    </nav>
  );
}
