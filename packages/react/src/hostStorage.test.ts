import { createMemoryStorage } from '@hrportal/api-client';
import { describe, expect, it } from 'vitest';
import { namespacedStorage } from './hostStorage';

describe('namespacedStorage', () => {
  it('keeps our keys under the prefix and never touches the host key of the same name', () => {
    const host = createMemoryStorage();
    host.setItem('userId', 'host-42');
    const ours = namespacedStorage(host, 'hrportal.');
    ours.setItem('userId', '7');
    expect(host.getItem('userId')).toBe('host-42');
    expect(host.getItem('hrportal.userId')).toBe('7');
    ours.removeItem('userId');
    expect(host.getItem('userId')).toBe('host-42');
    expect(ours.getItem('userId')).toBeNull();
  });

  it('with an empty prefix is the storage itself (the portal, its own host)', () => {
    const host = createMemoryStorage();
    expect(namespacedStorage(host, '')).toBe(host);
  });
});
