/** Unread badge text: nothing at 0 or below, the count up to 99, then `99+` (SPEC §2, §9). */
export function unreadBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

const displayNameMax = 20;

/** The user menu name: cut at 20 characters with an ellipsis (SPEC §2). */
export function displayName(name: string, max = displayNameMax): string {
  const chars = Array.from(name.trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : chars.join('');
}

/** First-letter initial for the avatar fallback; `?` when there is no name. */
export function initialOf(name: string | null | undefined): string {
  const first = Array.from((name ?? '').trim())[0];
  return first ? first.toUpperCase() : '?';
}

/** Email line of the user menu: the email or `No email`. */
export function emailLine(email: string | null | undefined): string {
  const e = (email ?? '').trim();
  return e === '' ? 'No email' : e;
}
