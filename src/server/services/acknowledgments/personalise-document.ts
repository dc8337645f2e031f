import { sanitizePolicyHtml } from '../policy-documents/sanitize-policy-html';
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

/**
 * Fills the agreement's `{{employeeName}}` and `{{position}}` with the person's details. They are
 * text, never markup: a name like `<img src=x onerror=...>` is escaped before it meets the HTML.
 */
export function personaliseDocument(
  html: string,
  person: { fullName: string; position: string },
): Promise<string> {
  const filled = html
    .replaceAll('{{employeeName}}', escapeHtml(person.fullName))
    .replaceAll('{{position}}', escapeHtml(person.position));
  // Sanitised again after filling: a name placed in an attribute (`href="{{employeeName}}"`)
  // must not become a `javascript:` link.
  return sanitizePolicyHtml(filled);
}
