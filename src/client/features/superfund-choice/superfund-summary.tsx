import { choiceLabel, yesNoLabel } from '../../../shared/choice-labels';
import { CBUS_FUND, FUND_CHOICE_LABELS } from '../../../shared/schemas/superfund-choice';
import { formatAbn, showsFundUsi } from '../../../shared/format';
import { maskTfn } from '../../../shared/validators/tfn';
import { DetailList, type DetailRow } from '../../components/ui/detail-list';
import type { SuperfundChoiceJson } from './superfund-api';

const shown = (value: string) => value.trim() || 'Not provided';

function fundRows(c: SuperfundChoiceJson): DetailRow[] {
  switch (c.fundChoice) {
    case 'cbus':
      return [
        ['Fund', `${CBUS_FUND.name} (ABN ${CBUS_FUND.abn}, USI ${CBUS_FUND.usi})`],
        ['Cbus member number', shown(c.cbusMemberNumber)],
      ];
    case 'custom':
      return [
        ['Fund name', shown(c.fundName)],
        ['Fund ABN', c.fundABN ? formatAbn(c.fundABN) : 'Not provided'],
        ['Fund address', shown(c.fundAddress)],
        ...(!showsFundUsi(c)
          ? ([
              ['Self-managed super fund', yesNoLabel('yes')],
              ['SMSF BSB', shown(c.smsfBSB)],
              ['SMSF account number', shown(c.smsfAccountNumber)],
              ['SMSF electronic service address', shown(c.smsfFundESA)],
            ] as DetailRow[])
          : ([['USI', shown(c.fundUSI)]] as DetailRow[])),
      ];
    case 'stapled':
      return [['Fund', 'Your employer will ask the ATO for your stapled super fund.']];
  }
}

/**
 * A saved choice, read-only: the option, the TFN masked, and the fund it names. The SMSF's BSB
 * and account are shown as the server sends them: in full before the first submission, masked
 * after it outside a step-up window (issue 23 item 4).
 */
export function SuperfundSummary({ choice }: { choice: SuperfundChoiceJson }) {
  return (
    <DetailList
      rows={[
        ['Fund choice', choiceLabel(FUND_CHOICE_LABELS, choice.fundChoice)],
        ['Tax File Number', maskTfn(choice.taxFileNumber) || 'Not provided'],
        ...fundRows(choice),
      ]}
    />
  );
}
