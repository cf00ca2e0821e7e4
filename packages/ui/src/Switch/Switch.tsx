'use client';
import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import * as styles from './Switch.css';

/** Props of {@link Switch}. */
export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'style' | 'children'> {
  /** The label beside the switch (also the accessible name). */
  children: ReactNode;
}

/**
 * An on/off switch with its label (react-aria `Switch`, role `switch`): Space toggles it. For
 * settings that apply at once (e.g. "Peer reviewer").
 *
 * @example
 * <Switch isSelected={active} onChange={setActive}>Active</Switch>
 */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={styles.switchRoot}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
