import { describe, expect, it } from 'vitest';
import { chatToast } from './chatToasts';

describe('chat toasts (SPEC §4, §9)', () => {
  it('an incoming message: bottom-right, sender and text, 5 s', () => {
    expect(chatToast({ kind: 'message', title: 'Asha Rao', text: 'Hello', key: 'dm:1:2' })).toEqual(
      {
        title: 'Asha Rao',
        description: 'Hello',
        placement: 'bottom-right',
        tone: 'info',
        timeout: 5000,
      },
    );
  });

  it('a member leaving: the orange (caution) toast for 4 s', () => {
    expect(chatToast({ kind: 'memberLeft', text: 'Ravi Kumar left the group' })).toEqual({
      title: 'Ravi Kumar left the group',
      placement: 'bottom-right',
      tone: 'caution',
      timeout: 4000,
    });
  });

  it('removed, deleted and errors: top-right (the default placement), 5 s; errors critical', () => {
    expect(chatToast({ kind: 'info', text: 'You were removed from Sourcing' })).toEqual({
      title: 'You were removed from Sourcing',
      tone: 'neutral',
      timeout: 5000,
    });
    expect(chatToast({ kind: 'error', text: 'Socket error' })).toMatchObject({
      tone: 'critical',
      timeout: 5000,
    });
  });
});
