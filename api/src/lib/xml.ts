/** Text for XML documents (sitemaps, feeds): escaped, and without what XML 1.0 cannot carry. */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Control characters (but tab and line breaks), lone surrogates and U+FFFE/U+FFFF are not
 * allowed in XML 1.0 even as references: one in a name typed into a notice would make the whole
 * sitemap or feed unreadable, so they are dropped.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes text for an XML text node or a quoted attribute value. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

/** A time as XML documents write it (W3C datetime / RFC 3339, UTC): 2026-06-01T10:00:00.000Z */
export const xmlTime = (ms: number) => new Date(ms).toISOString();
