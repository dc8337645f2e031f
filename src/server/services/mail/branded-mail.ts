import { brandedHtml, LOGO_CID } from './branded-html';
import type { MailService } from './mail-service';

/** What a branded email shows: the employer's name and logo (a PNG). */
export interface MailBranding {
  companyName: string;
  logoPng: Buffer;
}

/**
 * Every email, in one place (issue 39 item 1): with the employer's logo set, a message also
 * carries an HTML alternative, the logo inline (`cid`, related to the HTML part) and the company
 * name above the text part's words; the text part is unchanged. Without a logo, plain text only.
 * `branding` is read at each send, so a new logo or name shows in the next email.
 */
export function brandedMail(mail: MailService, branding: () => Promise<MailBranding | null>): MailService {
  return {
    async send(message) {
      const brand = message.html === undefined ? await branding() : null;
      if (!brand) return mail.send(message);
      const logo = {
        filename: 'logo.png',
        content: brand.logoPng,
        contentType: 'image/png',
        cid: LOGO_CID,
      };
      return mail.send({
        ...message,
        html: brandedHtml(brand.companyName, message.text, message.parts),
        attachments: [...(message.attachments ?? []), logo],
      });
    },
    close: () => mail.close(),
  };
}
