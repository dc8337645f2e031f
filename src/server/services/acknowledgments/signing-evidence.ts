/** Who signed from where (DESIGN.md §3.15); routes build it from the request (auth/signing-request.ts). */
export interface SigningRequest {
  ip: string;
  userAgent: string;
  /** The SHA-256 of the signing browser's device token (auth/device-cookie.ts). */
  device: string;
  /** The moment of the signature (deps.clock). */
  at: Date;
}

export function evidenceColumns(request: SigningRequest, documentSha256: string) {
  return {
    signedAt: request.at,
    signedIp: request.ip,
    signedUserAgent: request.userAgent,
    signedDevice: request.device,
    documentSha256,
  };
}
