import { installRichTextSanitizer } from '@portal/contracts';
import sanitizeHtml from 'sanitize-html';

/** Images in content come from our own media URLs only (signed, see core/files). */
const OWN_MEDIA = /^\/api\/media\/(?:image|file)\/[^\s"'<>\\]+$/;

const COLOR = /^(?:#[0-9a-f]{3,8}|rgba?\(\s*[\d.\s%,]+\))$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'mark',
    'span',
    'div',
    'blockquote',
    'code',
    'pre',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    code: ['class'],
    '*': ['style'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedStyles: {
    '*': {
      'text-align': [/^(?:left|right|center|justify)$/],
      color: [COLOR],
      'background-color': [COLOR],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      if (out.target !== undefined && out.target !== '_blank') delete out.target;
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_MEDIA.test(frame.attribs.src ?? ''),
};

/**
 * Rich text as it may be stored and shown (issue 6 item 6): an allow-list of tags, attributes
 * and styles, so no scripts, no `on*` handlers, no `javascript:` or `data:` URLs, and images
 * only from our own `/api/media/image|file` URLs. `sanitize-html` parses like a browser, so
 * the filter-evasion tricks (odd casing, entities, broken tags) land in its tree, not in ours.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Makes every `richText()` schema of contracts sanitize when parsed on the server. */
export function installSanitizer(): void {
  installRichTextSanitizer(sanitizeRichText);
}
