import escapeHtml from 'escape-html';

/** The content id of the employer's logo in a branded message (`<img src="cid:…">`). */
export const LOGO_CID = 'employer-logo@onboarding';

const LINK = /(https?:\/\/[^\s<>"']+)/;

/** The text with each http(s) link as an `<a>`, everything escaped. */
function linkedText(text: string): string {
  return text
    .split(LINK)
    .map((part, i) => (i % 2 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

/**
 * The HTML alternative of a plain-text message (issue 39 item 1): the logo and the company name
 * above the same words as the text part, line breaks kept.
 */
export function brandedHtml(companyName: string, text: string): string {
  const name = escapeHtml(companyName);
  return [
    '<!doctype html><html><body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937">',
    `<p><img src="cid:${LOGO_CID}" alt="${name}" style="max-height: 60px; max-width: 240px"></p>`,
    `<p style="font-size: 18px; font-weight: bold">${name}</p>`,
    `<div style="white-space: pre-wrap">${linkedText(text)}</div>`,
    '</body></html>',
  ].join('\n');
}
