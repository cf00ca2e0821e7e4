'use client';
import { useState } from 'react';
import * as styles from './Avatar.css';
import { initialsFor } from './initialsFor';

/** The image shown when an avatar's picture fails to load (SPEC §8): a neutral silhouette. */
export const defaultAvatarImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#c9d1d9"/><circle cx="16" cy="12.5" r="5.5" fill="#8c959f"/><path d="M5 29c1.6-6 6-9 11-9s9.4 3 11 9z" fill="#8c959f"/></svg>',
)}`;

/** Avatar sizes. */
export const avatarSizes = ['small', 'standard', 'large'] as const;
/** An Avatar size. */
export type AvatarSize = (typeof avatarSizes)[number];

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** The person's name: the accessible name, and the source of the initials. */
  name: string;
  /** Picture URL (or data URL). Without one, initials show; a broken one shows the default image. */
  src?: string | null;
  /** @default 'standard' */
  size?: AvatarSize;
}

/**
 * A person's picture, or up to two initials when there is none; a picture that fails to load is
 * replaced by {@link defaultAvatarImage}.
 *
 * @example
 * <Avatar name="Priya Sharma" src={user.avatar} />
 */
export function Avatar({ name, src, size = 'standard' }: AvatarProps) {
  // Remember which URL failed, so a new `src` gets a fresh try.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const className = styles.avatar({ size });
  if (!src) {
    return (
      <span className={className} role="img" aria-label={name}>
        <span aria-hidden="true">{initialsFor(name)}</span>
      </span>
    );
  }
  return (
    <span className={className}>
      <img
        className={styles.image}
        src={brokenSrc === src ? defaultAvatarImage : src}
        alt={name}
        onError={() => setBrokenSrc(src)}
      />
    </span>
  );
}
