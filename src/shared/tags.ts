// Personal-status tags travel as '1' / '0' (multipart form fields), but stored and legacy
// values come back as true, 'true', '1' or 1 (spec §3). Anything else counts as not set.

export function parseTag(value: unknown): boolean {
  return value === true || value === 'true' || value === '1' || value === 1;
}

export function tagToWire(value: boolean): '1' | '0' {
  return value ? '1' : '0';
}
