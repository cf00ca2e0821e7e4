import { describe, expect, it } from 'vitest';
import { logoutChoices, logoutConfirm } from './logout';

describe('logout confirmation', () => {
  it('offers three choices', () => {
    expect(logoutChoices.map((c) => c.id)).toEqual(['all-done', 'update-now', 'logout-anyway']);
  });

  it('confirm is disabled until a choice, and reads Stay & Update for not yet', () => {
    expect(logoutConfirm(null)).toEqual({ label: 'Logout', disabled: true, action: 'logout' });
    expect(logoutConfirm('all-done')).toEqual({
      label: 'Logout',
      disabled: false,
      action: 'logout',
    });
    expect(logoutConfirm('logout-anyway').action).toBe('logout');
    expect(logoutConfirm('update-now')).toEqual({
      label: 'Stay & Update',
      disabled: false,
      action: 'stay',
    });
  });
});
