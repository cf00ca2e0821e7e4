import { Button } from '@hrportal/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import * as styles from './screens.css';

/** Where the error screen sends people for help unless the host says otherwise. */
const defaultSupportEmail = 'support@hrportal.example';

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  /** The support address shown on the screen. @default 'support@hrportal.example' */
  supportEmail?: string;
  /** Where Go Home leads (SPEC §2: `/landing`). @default '/landing' */
  homeHref?: string;
}

/**
 * The general error screen (SPEC §2): `Oops! Something went wrong`, Refresh Page, Go Back, Go Home,
 * the team has been notified, and the support address.
 */
export function ErrorScreen({
  supportEmail = defaultSupportEmail,
  homeHref = '/landing',
}: ErrorScreenProps) {
  return (
    <main className={styles.page}>
      <section className={styles.card} role="alert" aria-labelledby="hrp-error-title">
        <h1 id="hrp-error-title" className={styles.title}>
          Oops! Something went wrong
        </h1>
        <p className={styles.text}>
          An unexpected error occurred. Our team has been notified. If it keeps happening, write to{' '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
        <div className={styles.actions}>
          <Button tone="brand" onPress={() => window.location.reload()}>
            Refresh Page
          </Button>
          <Button onPress={() => window.history.back()}>Go Back</Button>
          <Button onPress={() => window.location.assign(homeHref)}>Go Home</Button>
        </div>
      </section>
    </main>
  );
}

/** The fallback of the edit-candidate routes when their screen fails to load (SPEC §2). */
export function EditCandidateLoadError() {
  return (
    <section className={styles.card} role="alert" aria-labelledby="hrp-edit-error-title">
      <h1 id="hrp-edit-error-title" className={styles.title}>
        Failed to Load Edit Candidate
      </h1>
      <div className={styles.actions}>
        <Button tone="brand" onPress={() => window.location.reload()}>
          Refresh Page
        </Button>
      </div>
    </section>
  );
}

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** What to show instead of the failed tree. @default <ErrorScreen /> */
  fallback?: ReactNode;
  /** Report the error (logging, monitoring). */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/** Catches render errors below it and shows {@link ErrorScreen} (or `fallback`) instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    if (this.state.failed) return this.props.fallback ?? <ErrorScreen />;
    return this.props.children;
  }
}
