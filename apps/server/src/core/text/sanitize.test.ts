import { richText } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { OWASP_XSS_PAYLOADS as PAYLOADS } from '../../../test/xss-payloads.ts';
import { installSanitizer, sanitizeRichText } from './sanitize.ts';

/** Everything that could run script once the output is rendered. */
function assertInert(html: string) {
  const decoded = html.replace(/&#x?[0-9a-f]+;?/gi, '').toLowerCase();
  expect(html).not.toMatch(/<\s*(script|iframe|svg|object|embed|meta|base|link|style|form|math|body)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(decoded).not.toMatch(/javascript:|vbscript:|data:|expression\(|url\(/);
  for (const m of html.matchAll(/<img\b[^>]*>/gi)) expect(m[0]).toMatch(/src="\/api\/media\/(image|file)\//);
}

describe('sanitizeRichText', () => {
  it.each(PAYLOADS)('strips %s', (payload) => {
    const out = sanitizeRichText(`<p>Przed</p>${payload}<p>Po</p>`);
    assertInert(out);
    expect(out).toContain('<p>Przed</p>');
  });

  it("keeps the editor's formatting, links and our own images", () => {
    const html =
      '<h2 style="text-align: center">Nowość</h2><p><strong>Pompa</strong> <em>ciepła</em> ' +
      '<a href="https://example.pl/oferta" target="_blank">oferta</a> <span style="color: #ff0000">uwaga</span></p>' +
      '<ul><li>jeden</li></ul><img src="/api/media/image/400/400/resize/media/news/a.jpg?signature=abc" alt="kocioł">' +
      '<pre><code class="language-js">x</code></pre><table><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    const out = sanitizeRichText(html);
    expect(out).toContain('<h2 style="text-align:center">Nowość</h2>');
    expect(out).toContain(
      '<a href="https://example.pl/oferta" target="_blank" rel="noopener noreferrer">oferta</a>',
    );
    expect(out).toContain('<span style="color:#ff0000">uwaga</span>');
    expect(out).toContain(
      '<img src="/api/media/image/400/400/resize/media/news/a.jpg?signature=abc" alt="kocioł" />',
    );
    expect(out).toContain('<code class="language-js">x</code>');
    expect(out).toContain('<td colspan="2">1</td>');
  });

  it('is what every richText() schema applies on the server', () => {
    installSanitizer();
    const schema = richText(1000);
    expect(schema.parse('<p onclick="alert(1)">Tekst<script>alert(1)</script></p>')).toBe('<p>Tekst</p>');
    expect(schema.safeParse('x'.repeat(1001)).success).toBe(false);
  });
});
