import { SUPERFUND_CHOICE } from '../../../shared/catalogue/superfund-choice';
import { showsFundUsi } from '../../../shared/format';
import { DetailList, type DetailRow } from '../../components/ui/detail-list';
import { screenRow } from '../../lib/catalogue-rows';
import type { SuperfundChoiceJson } from './superfund-api';

function fundRows(c: SuperfundChoiceJson): DetailRow[] {
  const row = screenRow(SUPERFUND_CHOICE, c);
  switch (c.fundChoice) {
    case 'cbus':
      // The default fund as it was when chosen (decision 088).
      return [
        ...(c.fundName ? [row('fundName'), row('fundABN'), ...(showsFundUsi(c) ? [row('fundUSI')] : [])] : []),
        row('cbusMemberNumber'),
      ];
    case 'custom':
      return [
        row('fundName'),
        row('fundABN'),
        row('fundAddress'),
        ...(showsFundUsi(c)
          ? [row('fundUSI')]
          : [row('isSMSF'), row('smsfBSB'), row('smsfAccountNumber'), row('smsfFundESA')]),
      ];
    case 'stapled':
      return [['Fund', 'Your employer will ask the ATO for your stapled super fund.']];
  }
}

/**
 * A saved choice, read-only, each answer worded and formatted by the catalogue: the option, the
 * TFN masked, and the fund it names. The SMSF's BSB and account are shown as the server sends
 * them: in full before the first submission, masked after it outside a step-up window (issue 23
 * item 4).
 */
export function SuperfundSummary({ choice }: { choice: SuperfundChoiceJson }) {
  const row = screenRow(SUPERFUND_CHOICE, choice);
  return <DetailList rows={[row('fundChoice'), row('taxFileNumber'), ...fundRows(choice)]} />;
}
