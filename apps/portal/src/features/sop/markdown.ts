import DOMPurify from 'dompurify';
import { Marked } from 'marked';

// One parser for the screen: GitHub-flavoured Markdown, soft line breaks kept as written.
const parser = new Marked({ gfm: true, breaks: false, async: false });

let hooked = false;
/** Links open in a new tab without `window.opener`; images keep only raster `data:` URLs. */
function hookLinks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // DOMPurify lets images keep `data:` URLs; only raster images may (no HTML, no SVG).
    const src = node.getAttribute('src');
    if (src && /^\s*data:/i.test(src) && !/^\s*data:image\/(png|jpe?g|gif|webp)[;,]/i.test(src)) {
      node.removeAttribute('src');
    }
    // Raw HTML images without alternative text count as decorative (screen readers skip them).
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * A SOP or incentive document's Markdown as safe HTML: `marked` renders it, `DOMPurify` keeps
 * only harmless markup — no `<script>`, `<style>`, `<iframe>`, forms or event-handler attributes,
 * and no `javascript:`/`data:` URLs (DOMPurify's default URI rules) — so what a manager writes
 * cannot run in a reader's session. The text is sanitised every time it is shown (not when it is
 * saved): the stored Markdown stays as written.
 */
export function renderMarkdown(markdown: string): string {
  hookLinks();
  const html = parser.parse(markdown) as string;
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
    ],
    FORBID_ATTR: ['style'],
  });
}
