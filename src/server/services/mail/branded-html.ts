import escapeHtml from 'escape-html';
import type { MailTextPart } from './mail-service';

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
 * above the same words as the text part, line breaks kept. A message in the hire's language and
 * English (`parts`, decision 114) shows each in its own block with its `lang` and direction, the
 * English under a rule.
 */
export function brandedHtml(companyName: string, text: string, parts?: MailTextPart[]): string {
  const name = escapeHtml(companyName);
  const blocks =
    parts && parts.length > 0
      ? parts.map(
          (part) =>
            `<div lang="${escapeHtml(part.lang)}" dir="${part.dir}" style="white-space: pre-wrap">${linkedText(part.text)}</div>`,
        )
      : [`<div style="white-space: pre-wrap">${linkedText(text)}</div>`];
  return [
    `<!doctype html><html${parts?.[0] ? ` lang="${escapeHtml(parts[0].lang)}"` : ''}><body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937">`,
    `<p><img src="cid:${LOGO_CID}" alt="${name}" style="max-height: 60px; max-width: 240px"></p>`,
    `<p style="font-size: 18px; font-weight: bold">${name}</p>`,
    blocks.join('\n<hr>\n'),
    '</body></html>',
  ].join('\n');
}
