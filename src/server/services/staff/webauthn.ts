/**
 * @simplewebauthn/server, loaded when a passkey is first enrolled or used rather than at start-up:
 * its import builds the attestation formats' root certificates and their ASN.1 schemas, about
 * 90 ms of a start-up measured against a 2 s budget (decision 016). The bundle keeps the package;
 * esbuild runs its module code at the first call.
 */
export const loadWebauthn = () => import('@simplewebauthn/server');
