import { describe, expect, it } from 'vitest';
import { chatMessages } from '../../src/chat/chatMessages';
import { messages } from '../../src/contract/messages';
import { sdkMessages } from '../../src/errors/sdkMessages';

describe('the SDK message strings', () => {
  it('are the contract catalogue texts', () => {
    for (const [key, value] of Object.entries(sdkMessages)) {
      const expected = messages[key as keyof typeof sdkMessages];
      if (typeof value === 'function') {
        // Call both with the same arguments (the templates take up to four).
        const args = ['assign', 'weekly', 418, "I'm a teapot"] as const;
        const call = (fn: unknown) =>
          fn === sdkMessages.targetFailed || key === 'targetFailed'
            ? (fn as (...a: typeof args) => string)(...args)
            : (fn as (s: number) => string)(418);
        expect(call(value), key).toBe(call(expected));
      } else {
        expect(value, key).toBe(expected);
      }
    }
  });
});

describe('the chat client message strings', () => {
  it('are the contract catalogue texts', () => {
    for (const [key, value] of Object.entries(chatMessages)) {
      const expected = messages[key as keyof typeof chatMessages];
      if (typeof value === 'function')
        expect((value as (s: string) => string)('418'), key).toBe(
          (expected as (s: string) => string)('418'),
        );
      else expect(value, key).toBe(expected);
    }
  });
});

describe('§8 call-specific messages', () => {
  it('wraps an HTTP failure with the template and keeps connectivity messages', async () => {
    const { HrPortalError, withUserMessage } = await import('../../src/errors/HrPortalError');
    const failing = withUserMessage(
      async () => {
        throw new HrPortalError({
          status: 400,
          kind: 'http',
          message: 'A weekly target starts on a Monday',
        });
      },
      (error) => sdkMessages.targetFailed('assign', 'weekly', error.status, error.message),
    );
    await expect(failing()).rejects.toMatchObject({
      status: 400,
      userMessage: 'Failed to assign weekly target: 400 A weekly target starts on a Monday',
    });
    const offline = withUserMessage(
      async () => {
        throw new HrPortalError({ status: 0, kind: 'offline', message: 'offline' });
      },
      () => 'never used',
    );
    await expect(offline()).rejects.toMatchObject({
      userMessage: 'You appear to be offline. Please check your internet connection.',
    });
  });
});
