import { AlertIcon } from '../internal/icons';
import * as styles from './FormError.css';

/** Props of {@link FormError}. */
export interface FormErrorProps {
  /** The failure to show, e.g. `Role is required for login`; nothing is drawn without one. */
  message: string | null | undefined;
}

/**
 * A form's failure message, under the fields and above the submit button. Drawn in the theme's
 * `critical` text colour on the card (≥ 4.5:1 in both themes) and announced when it appears
 * (`role="alert"`). Renders nothing while there is no message, so a story or test must render the
 * error state for axe to measure it.
 *
 * @example
 * <FormError message={error} />
 */
export function FormError({ message }: FormErrorProps) {
  if (!message) return null;
  return (
    <p className={styles.root} role="alert">
      <span className={styles.icon}>
        <AlertIcon />
      </span>
      <span>{message}</span>
    </p>
  );
}
