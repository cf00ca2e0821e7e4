import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

// In Chromium (the `browser` project): DOMPurify works on the real DOM a reader's browser has.
describe('renderMarkdown: SOP documents are sanitised where they are shown', () => {
  it('keeps the Markdown a manager writes', () => {
    const html = renderMarkdown(
      '# Steps\n\n1. **Call** the candidate\n2. [Guide](https://example.com/guide)\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<h1>Steps</h1>');
    expect(html).toContain('<strong>Call</strong>');
    expect(html).toContain('<table>');
    expect(html).toContain('href="https://example.com/guide"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('strips scripts, event handlers and javascript: URLs', () => {
    const attacks = [
      '<script>window.hacked = 1</script>',
      '<img src="x" onerror="window.hacked = 1">',
      '[click](javascript:window.hacked=1)',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">y</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg><script>alert(1)</script></svg>',
      '<div style="background:url(javascript:alert(1))">s</div>',
      '<form action="https://evil.example"><input name="p"></form>',
      '![x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    ].join('\n\n');
    const html = renderMarkdown(attacks);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<iframe|<form|<input|style=/i);
    expect(html).not.toMatch(/data:text\/html/i);
    // Rendering it into the page runs nothing.
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    host.remove();
  });
});
