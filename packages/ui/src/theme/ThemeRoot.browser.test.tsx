import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Dialog, Modal } from '../Dialog/Dialog';
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
  it("drops the motion tokens to 0s for a user who asked for reduced motion (as the tests' browser does)", async () => {
    expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    for (const theme of ['light', 'dark'] as const) {
      const host = await mount(
        <ThemeRoot theme={theme}>
          <Modal isOpen>
            <Dialog title={`Reduced ${theme}`}>Body</Dialog>
          </Modal>
        </ThemeRoot>,
      );
      const root = host.querySelector('[data-hrp-root]') as Element;
      expect(getComputedStyle(root).getPropertyValue('--hrp-motion-normal').trim()).toBe('0s');
      expect(getComputedStyle(root).getPropertyValue('--hrp-motion-fast').trim()).toBe('0s');
      // The modal lives in the overlay layer at the end of body: its entrance takes no time there.
      const dialog = document.querySelector(`[role="dialog"][aria-labelledby]`) as Element;
      const overlay = dialog.closest('[data-hrp-overlays]') as Element;
      expect(getComputedStyle(overlay).getPropertyValue('--hrp-motion-normal').trim()).toBe('0s');
      for (const animation of document.getAnimations()) {
        expect(animation.effect?.getComputedTiming().duration).toBe(0);
      }
      const cleanup = cleanups.pop();
      cleanup?.();
    }
  });

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
