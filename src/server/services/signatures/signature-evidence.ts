/** What is kept beside a signature (DESIGN.md §3.15): when, from which address and browser. */
export interface SignatureEvidence {
  signedAt: Date;
  signedIp: string;
  signedUserAgent: string;
}
