import { licenceKindOf } from '../../../../shared/licence-kinds';

/**
 * A ticket named briefly, for a list of several: a high risk work licence by its class code (the
 * code printed on the card), a White Card as 'White Card', any other by its label.
 */
export function shortTicketName(code: string): string {
  const kind = licenceKindOf(code);
  if (kind.group === 'high-risk') return kind.code;
  if (kind.code === 'WHITE_CARD') return 'White Card';
  return kind.label;
}
