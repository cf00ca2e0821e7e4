/** Logout confirmation choices (SPEC §2 "Logout confirmation dialog"). */
export type LogoutChoice = 'all-done' | 'update-now' | 'logout-anyway';

export const logoutChoices: readonly { id: LogoutChoice; label: string }[] = [
  { id: 'all-done', label: 'All done' },
  { id: 'update-now', label: "Not yet (I'll update now)" },
  { id: 'logout-anyway', label: 'Logout anyway' },
];

export interface LogoutConfirm {
  /** `Stay & Update` for the not-yet choice, `Logout` otherwise. */
  label: 'Logout' | 'Stay & Update';
  /** Disabled until a choice is made. */
  disabled: boolean;
  /** What confirming does: sign out, or close the dialog and stay. */
  action: 'logout' | 'stay';
}

export function logoutConfirm(choice: LogoutChoice | null | undefined): LogoutConfirm {
  if (choice === 'update-now') return { label: 'Stay & Update', disabled: false, action: 'stay' };
  return { label: 'Logout', disabled: !choice, action: 'logout' };
}
