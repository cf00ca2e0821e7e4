'use client';
import { useUNSAFE_PortalContext as usePortalContext } from 'react-aria/PortalProvider';

/**
 * Where overlays of the nearest `ThemeRoot` go: the themed layer at the end of `<body>` that also
 * holds the kit's modals, popovers and toast regions (so theme variables and host overrides on
 * `[data-hrp-root]` apply). For a widget's own light overlay that does not use react-aria's
 * `Modal`. Outside a `ThemeRoot` it returns `document.body`.
 *
 * @example
 * const container = useOverlayContainer();
 * return createPortal(<div role="dialog" aria-modal="true">…</div>, container());
 */
export function useOverlayContainer(): () => Element {
  const { getContainer } = usePortalContext();
  return () => getContainer?.() ?? document.body;
}
