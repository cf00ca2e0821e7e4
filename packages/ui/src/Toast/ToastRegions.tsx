'use client';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Button,
  Text,
} from 'react-aria-components';
import { IconLabel } from '../IconLabel/IconLabel';
import { CloseIcon } from '../internal/icons';
import type { ToastPlacement, ToastQueues } from './Toast';
import * as styles from './Toast.css';

/** Props of {@link ToastRegions}. @internal */
export interface ToastRegionsProps {
  queues: ToastQueues;
  labels: Record<ToastPlacement, string>;
}

/**
 * The toast regions of {@link ToastProvider}, in their own module so they load with the first
 * toast (`Toast.tsx`). Each region renders nothing while its queue is empty.
 */
export function ToastRegions({ queues, labels }: ToastRegionsProps) {
  return (Object.keys(queues) as ToastPlacement[]).map((placement) => (
    <AriaToastRegion
      key={placement}
      queue={queues[placement]}
      aria-label={labels[placement]}
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
  ));
}
