import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import type SanitizeHtml from 'sanitize-html';

const require = createRequire(import.meta.url);

/**
 * Packages the server needs only for some requests, loaded on first use: sharp (photos and
 * initials) and pdfkit (PDFs) each hold about 30 MB of a serving process's memory, nodemailer
 * 16 MB and sanitize-html (policy saves and personalised agreements) 15 MB, from the moment they
 * are imported. An idle server has not imported them (issue 13:
 * idle RSS); the first photo, initial, PDF or email pays about 50 ms once.
 */
let sharp: Promise<typeof import('sharp')> | undefined;
// pdfkit's CommonJS build, required as pdf-fonts.ts requires its fontkit: its ES build imports
// fontkit's ES build, a second copy of fontkit in the PDF thread beside the one that parses the
// fonts (2-3 MB of its heap; issue 37 item 13).
let pdfkit: typeof PDFDocument | undefined;
let nodemailer: Promise<typeof import('nodemailer')> | undefined;
// sanitize-html declares `export =` too.
let sanitizeHtml: Promise<{ default: typeof SanitizeHtml }> | undefined;
// xero-node (with axios) and openid-client: only an install that pushes hires to Xero uses them.
let xeroNode: Promise<typeof import('xero-node')> | undefined;
let openIdClient: Promise<typeof import('openid-client')> | undefined;

export const loadSharp = async () => (await (sharp ??= import('sharp'))).default;
export const loadPdfKit = async () => (pdfkit ??= require('pdfkit') as typeof PDFDocument);
export const loadNodemailer = async () => (await (nodemailer ??= import('nodemailer'))).default;
export const loadSanitizeHtml = async () =>
  (await (sanitizeHtml ??= import('sanitize-html') as Promise<{ default: typeof SanitizeHtml }>)).default;
export const loadXeroNode = () => (xeroNode ??= import('xero-node'));
export const loadOpenIdClient = () => (openIdClient ??= import('openid-client'));
