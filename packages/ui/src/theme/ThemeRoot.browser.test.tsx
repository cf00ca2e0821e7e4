import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { ThemeRoot } from './ThemeRoot';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function mount(ui: React.ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(ui));
  cleanups.push(() => {
    root.unmount();
    host.remove();
  });
  return host;
}

function addHostCss(css: string) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  cleanups.push(() => style.remove());
}

describe('ThemeRoot', () => {
  it('applies the light and dark theme variables to its subtree only', async () => {
    const host = await mount(
      <>
        <ThemeRoot theme="light">
          <Button tone="brand">Light</Button>
        </ThemeRoot>
        <ThemeRoot theme="dark">
          <Button tone="brand">Dark</Button>
        </ThemeRoot>
      </>,
    );
    const [light, dark] = host.querySelectorAll('button');
    expect(getComputedStyle(light as Element).backgroundColor).toBe('rgb(31, 95, 191)');
    expect(getComputedStyle(dark as Element).backgroundColor).toBe('rgb(76, 141, 255)');
    expect(getComputedStyle(document.body).getPropertyValue('--hrp-color-brand')).toBe('');
  });

  it('lets plain host CSS override a variable (our rules sit in a cascade layer)', async () => {
    addHostCss('[data-hrp-root] { --hrp-color-brand: rgb(123, 31, 162); }');
    const host = await mount(
      <ThemeRoot>
        <Button tone="brand">Rebranded</Button>
      </ThemeRoot>,
    );
    expect(getComputedStyle(host.querySelector('button') as Element).backgroundColor).toBe(
      'rgb(123, 31, 162)',
    );
  });

  it('keeps its look under an aggressive host reset on element selectors', async () => {
    addHostCss(
      '* { margin: 7px; box-sizing: content-box; } button { background: yellow; padding: 0; }',
    );
    const host = await mount(
      <ThemeRoot>
        <Button tone="brand">Still ours</Button>
      </ThemeRoot>,
    );
    const button = getComputedStyle(host.querySelector('button') as Element);
    expect(button.backgroundColor).toBe('rgb(31, 95, 191)');
    expect(button.paddingLeft).toBe('16px');
    expect(button.boxSizing).toBe('border-box');
  });
});
