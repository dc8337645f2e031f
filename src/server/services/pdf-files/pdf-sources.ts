import type { AppDeps } from '../../types';
import type { StoredFile } from '../files/stored-file-access';
import type { PdfJob } from '../pdf/pdf-job';

export type PdfSourceDeps = Pick<AppDeps, 'database' | 'cipher' | 'env' | 'settings' | 'pdf'>;

/** What a stored PDF shows now and the digest of it, or null when there is nothing left to show. */
export type PdfSource = (
  deps: PdfSourceDeps,
  file: StoredFile,
) => Promise<{ job: PdfJob; digest: string } | null>;

const sources = new Map<string, PdfSource>();

/**
 * Each kind of PDF says where its content comes from (decision 050): the application's PDF from
 * its submission record, a task's from its signed record. The app registers them when it starts
 * (pdf-source-registry.ts), so drawing a PDF depends on no kind and no kind on the drawing's
 * internals.
 */
export function registerPdfSource(kind: string, source: PdfSource) {
  sources.set(kind, source);
}

/** A source for every kind that starts with `prefix` (one stored PDF per employer document). */
const prefixed = new Map<string, PdfSource>();
export function registerPdfSourcePrefix(prefix: string, source: PdfSource) {
  prefixed.set(prefix, source);
}

export const pdfSourceOf = (kind: string): PdfSource | undefined =>
  sources.get(kind) ?? [...prefixed].find(([prefix]) => kind.startsWith(prefix))?.[1];
