'use client';
import { createContext, type ReactNode, useContext, useLayoutEffect, useRef } from 'react';
import { useFocusRing } from 'react-aria';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  CollectionRendererContext,
  DefaultCollectionRenderer,
  type Key,
  Provider,
  TabListStateContext,
  TabsContext,
} from 'react-aria-components';
import * as styles from './Tabs.css';

/** Props of {@link Tabs}. */
export interface TabsProps
  extends Omit<AriaTabsProps, 'className' | 'style' | 'children' | 'orientation'> {
  /** A `TabList` followed by `TabPanel`s. */
  children: ReactNode;
  /**
   * The key of the tab whose panel is shown, when the panels follow the selection late: a host
   * passes its selected key a painted frame after it changes, so the tab's own feedback (its
   * underline, its focus) reaches the screen before a heavy panel is revealed and the old one
   * hidden (issue 24: a kept table's restyle and paint left the tab's interaction). The selected
   * tab, `aria-selected`, keys and focus follow the selection at once. Defaults to the selected key.
   */
  shownKey?: Key;
}

/** The `shownKey` of the nearest {@link Tabs} (`undefined`: its selected key). */
const ShownKeyContext = createContext<Key | undefined>(undefined);

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
export function Tabs({ children, shownKey, ...props }: TabsProps) {
  return (
    <AriaTabs {...props} className={styles.tabs} data-hrp-tabs="">
      <ShownKeyContext.Provider value={shownKey}>{children}</ShownKeyContext.Provider>
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
export interface TabPanelProps {
  /** The `id` of the `Tab` whose content this is. */
  id: Key;
  children: ReactNode;
  /** Keep the panel in the DOM (hidden, not focusable, not drawn) while its tab is not selected. */
  shouldForceMount?: boolean;
}

/**
 * The content shown while the tab with the same `id` is selected.
 *
 * Not react-aria's `TabPanel`: that one decides its `tabIndex` by walking the panel for a tabbable
 * element with `checkVisibility` in a layout effect after every render and on every DOM mutation
 * below it, which forced a style and layout of a 50-row table four times while the candidate
 * repository loaded (230–360 ms at Lighthouse's 4× throttle) and again on every scroll. This panel
 * is a tab stop always, as in the WAI-ARIA Authoring Practices' tabs example, and takes its `id`
 * and name from the selected tab (react-aria's ids are internal) without a re-render.
 *
 * @example
 * <TabPanel id="notes">…</TabPanel>
 */
export function TabPanel({ id, children, shouldForceMount = false }: TabPanelProps) {
  const state = useContext(TabListStateContext);
  const shownKey = useContext(ShownKeyContext);
  const shown = shownKey === undefined ? state?.selectedKey : shownKey;
  const selected = shown === id;
  // The shown panel takes the selected tab's id and name only once it is that tab's panel (with
  // `shownKey` the old panel stays shown a frame after another tab is selected).
  const current = selected && shown === state?.selectedKey;
  const ref = useRef<HTMLDivElement>(null);
  const { focusProps, isFocusVisible } = useFocusRing();
  // After every render (the tabs may reach the DOM a commit after the state selects this panel):
  // a query of the small tab list and attribute writes, no layout.
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel || !current) return;
    // The selected tab of this panel's own tabs (not of tabs nested in a panel).
    const root = panel.closest('[data-hrp-tabs]');
    const tab = Array.from(root?.querySelectorAll('[role="tab"][aria-selected="true"]') ?? []).find(
      (t) => t.closest('[data-hrp-tabs]') === root,
    );
    const controls = tab?.getAttribute('aria-controls');
    if (controls && panel.id !== controls) panel.id = controls;
    if (tab?.id && panel.getAttribute('aria-labelledby') !== tab.id) {
      panel.setAttribute('aria-labelledby', tab.id);
    }
  });
  // No tabs' state: this render is react-aria's collection pass of the `Tabs` (a hidden copy of
  // its children that only collects the tabs), where a kept panel would mount its content a
  // second time, and a collection inside it (a tag group) throws.
  if (!state || (!selected && !shouldForceMount)) return null;
  return (
    <div
      {...focusProps}
      ref={ref}
      role="tabpanel"
      tabIndex={selected ? 0 : undefined}
      hidden={!selected}
      // Kept hidden by `content-visibility` rather than `display: none` (see `panel`), the panel
      // itself is out of the accessibility tree by this. Not `inert`: `content-visibility: hidden`
      // already takes its contents out of focus, hit testing and find-in-page, and toggling
      // `inert` restyles every element of the panel (Chromium computes it as an inherited style),
      // a whole table's at each tab switch (issue 24).
      aria-hidden={selected ? undefined : true}
      data-focus-visible={isFocusVisible || undefined}
      className={styles.panel}
    >
      {/* As react-aria's panel: tabs nested in the panel start afresh. */}
      <Provider
        values={[
          [TabsContext, null],
          [TabListStateContext, null],
          [CollectionRendererContext, DefaultCollectionRenderer],
        ]}
      >
        <ShownKeyContext.Provider value={undefined}>{children}</ShownKeyContext.Provider>
      </Provider>
    </div>
  );
}
