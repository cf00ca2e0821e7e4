// WCAG 2 contrast of an element's rendered text against the first opaque background behind it.
// Used by stories' play functions to measure what axe cannot see until a state is rendered.

function channels(color: string): [number, number, number, number] {
  const m = color.match(/rgba?\(([^)]+)\)/);
  if (!m?.[1]) throw new Error(`Unsupported colour: ${color}`);
  const [r = 0, g = 0, b = 0, a = 1] = m[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return [r, g, b, a];
}

function luminance([r, g, b]: [number, number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio (1–21) of `element`'s text colour on the background it is drawn on. */
export function renderedContrast(element: Element): number {
  const fg = channels(getComputedStyle(element).color);
  let bg: [number, number, number, number] = [255, 255, 255, 1];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const c = channels(getComputedStyle(node).backgroundColor);
    if (c[3] >= 1) {
      bg = c;
      break;
    }
  }
  const [l1, l2] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}
