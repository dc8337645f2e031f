/**
 * Fields that never reach a log line (DESIGN.md §1 "logs"). Pino paths; `*` covers one level
 * of nesting, which is how request bodies and submission payloads are logged.
 */
const SENSITIVE = [
  'taxFileNumber',
  'bankBSB',
  'bankAccountNumber',
  'smsfBSB',
  'smsfAccountNumber',
  'visaNumber',
  'medicalConditions',
  'medications',
  'allergies',
  'answers',
  'signature',
  'taxDeclarationSignature',
  'superfundSignature',
  'medicalSignature',
  'pin',
  'code',
];

export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SENSITIVE.map((f) => `body.${f}`),
  ...SENSITIVE.map((f) => `*.${f}`),
];
