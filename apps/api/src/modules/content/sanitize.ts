// The one allowlist of markup a content page may carry to the client, which renders body_html as HTML.
import sanitizeHtml from 'sanitize-html';

/**
 * Text structure, emphasis, links and tables; nothing that runs, loads or styles. dl/dt/dd are kept beyond the
 * issue's list because the vocabulary pages are definition lists (see docs/decisions).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'strong',
    'em',
    'a',
    'br',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href'], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'] },
  // Relative URLs (no scheme) are always allowed; every absolute one must use one of these schemes.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  // "//host/path" leaves the app for an unnamed scheme; it is not the relative link the allowlist means.
  allowProtocolRelative: false,
  // Disallowed tags vanish but their text stays; script, style and textarea go with their content.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object'],
  allowVulnerableTags: false,
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, options);
}
