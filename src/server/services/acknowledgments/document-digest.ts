import crypto from 'node:crypto';

/**
 * The SHA-256 (hex) of exactly what was signed: the title, the version and the HTML as the
 * person saw it (for a personalised task document, with their name and position filled in).
 */
export function documentDigest(doc: { title: string; version: string; content: string }): string {
  return crypto
    .createHash('sha256')
    .update(`${doc.title}\n${doc.version}\n${doc.content}`, 'utf8')
    .digest('hex');
}
