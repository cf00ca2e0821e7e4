import * as css from '../portal.css';

/** A form's failure message, announced when it appears; nothing without one. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className={css.error} role="alert">
      {message}
    </p>
  ) : null;
}
