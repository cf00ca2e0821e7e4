'use client';
import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

/** Props of {@link Tabs}. */
export interface TabsProps
  extends Omit<AriaTabsProps, 'className' | 'style' | 'children' | 'orientation'> {
  /** A `TabList` followed by `TabPanel`s. */
  children: ReactNode;
}

/**
 * Tabs (react-aria `Tabs`): arrow keys move between tabs and select them, Tab moves into the
 * panel. Controlled with `selectedKey` / `onSelectionChange`.
 *
 * @example
 * <Tabs>
 *   <TabList label="Candidate"><Tab id="details">Details</Tab><Tab id="notes">Notes</Tab></TabList>
 *   <TabPanel id="details">…</TabPanel>
 *   <TabPanel id="notes">…</TabPanel>
 * </Tabs>
 */
export function Tabs({ children, ...props }: TabsProps) {
  return (
    <AriaTabs {...props} className={styles.tabs}>
      {children}
    </AriaTabs>
  );
}

/** Props of {@link TabList}. */
export interface TabListProps
  extends Omit<
    AriaTabListProps<object>,
    'className' | 'style' | 'children' | 'items' | 'aria-label'
  > {
  /** The tab list's accessible name. */
  label: string;
  /** `Tab` elements. */
  children: ReactNode;
}

/**
 * The row of tabs of {@link Tabs}.
 *
 * @example
 * <TabList label="Views"><Tab id="list">List</Tab></TabList>
 */
export function TabList({ label, children, ...props }: TabListProps) {
  return (
    <AriaTabList {...props} aria-label={label} className={styles.tabList}>
      {children}
    </AriaTabList>
  );
}

/** Props of {@link Tab}. */
export interface TabProps extends Omit<AriaTabProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

/**
 * One tab; its `id` matches a `TabPanel`'s.
 *
 * @example
 * <Tab id="notes">Notes</Tab>
 */
export function Tab({ children, ...props }: TabProps) {
  return (
    <AriaTab {...props} className={styles.tab}>
      {children}
    </AriaTab>
  );
}

/** Props of {@link TabPanel}. */
export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

/**
 * The content shown while the tab with the same `id` is selected.
 *
 * @example
 * <TabPanel id="notes">…</TabPanel>
 */
export function TabPanel({ children, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel {...props} className={styles.panel}>
      {children}
    </AriaTabPanel>
  );
}
