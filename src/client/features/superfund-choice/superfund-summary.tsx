import { SUPERFUND_CHOICE } from '../../../shared/catalogue/superfund-choice';
import { DetailList, type DetailRow } from '../../components/ui/detail-list';
import { shownScreenRows } from '../../lib/catalogue-rows';
import type { SuperfundChoiceJson } from './superfund-api';

/**
 * The fund a choice names without details of its own (the stapled fund). The employer's default
 * fund is named by the rows: it is recorded with the choice (decision 088).
 */
const FUND: Partial<Record<string, string>> = {
  stapled: 'Your employer will ask the ATO for your stapled super fund.',
};

/** The answers the summary shows, in its order; the catalogue's `shownWhen` keeps those the choice shows. */
const FUND_ROWS = [
  'fundName',
  'fundABN',
  'fundAddress',
  'fundUSI',
  'cbusMemberNumber',
  'isSMSF',
  'smsfBSB',
  'smsfAccountNumber',
  'smsfFundESA',
] as const;

/**
 * A saved choice, read-only, each answer worded and formatted by the catalogue: the option, the
 * TFN masked, and the fund it names. The SMSF's BSB and account are shown as the server sends
 * them: in full before the first submission, masked after it outside a step-up window (issue 23
 * item 4).
 */
export function SuperfundSummary({ choice }: { choice: SuperfundChoiceJson }) {
  const fund = FUND[choice.fundChoice];
  const rows: DetailRow[] = [
    ...shownScreenRows(SUPERFUND_CHOICE, ['fundChoice', 'taxFileNumber'], choice),
    ...(fund ? [['Fund', fund] satisfies DetailRow] : []),
    ...shownScreenRows(SUPERFUND_CHOICE, FUND_ROWS, choice),
  ];
  return <DetailList rows={rows} />;
}
