/**
 * Every digit but the last `keep` hidden, separators kept: '062-000' -> '•••-000',
 * '12345678' -> '•••••678'. For bank and visa numbers in documents that leave the system.
 */
export function maskTail(value: string, keep = 3): string {
  const digits = value.replace(/\D/g, '').length;
  let seen = 0;
  return value.replace(/\d/g, (d) => (++seen > digits - keep ? d : '•'));
}

/** '••••5678': only the last four digits of an account number (DESIGN.md §3.16); undefined for none. */
export function maskAccount(value: string | undefined): string | undefined {
  const digits = value?.replace(/\D/g, '') ?? '';
  if (!digits) return undefined;
  return `••••${digits.slice(-4)}`;
}
