import { SUPERFUND_CHOICE } from '../../../shared/catalogue/superfund-choice';
import { shownKeys } from '../../../shared/catalogue/shown-when';
import { FUND_CHOICES } from '../../../shared/choice-labels';
import { DetailList, type DetailRow } from '../../components/ui/detail-list';
import { screenRow } from '../../lib/catalogue-rows';
import { NOT_PROVIDED } from '../../lib/member-format';
import type { SuperfundChoiceJson } from './superfund-api';
import { useSuperWords } from './super-words';

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

type Shown = 'fundChoice' | 'taxFileNumber' | (typeof FUND_ROWS)[number];

const isFundChoice = (value: unknown): value is (typeof FUND_CHOICES)[number] =>
  typeof value === 'string' && (FUND_CHOICES as readonly string[]).includes(value);

/**
 * A saved choice, read-only, in the hire's language: the option, the TFN masked, and the fund it
 * names (the employer's default fund is recorded with the choice, decision 088; the stapled fund
 * is said in words). Each answer is formatted by the catalogue; the SMSF's BSB and account are
 * shown as the server sends them: in full before the first submission, masked after it outside a
 * step-up window (issue 23 item 4).
 */
export function SuperfundSummary({ choice }: { choice: SuperfundChoiceJson }) {
  const { t } = useSuperWords();
  const catalogueRow = screenRow(SUPERFUND_CHOICE, choice);
  const answer = (key: Shown): string => {
    const value: unknown = choice[key];
    if (key === 'fundChoice' && isFundChoice(value)) return t(`options.${value}`);
    if (key === 'isSMSF') return value === 'yes' || value === true ? t('summary.yes') : t('summary.no');
    const shown = catalogueRow(key)[1];
    return shown === NOT_PROVIDED ? t('summary.notProvided') : shown;
  };
  // <bdi>: a number or a fund's name keeps its own direction in a right-to-left language.
  const row = (key: Shown): DetailRow => [t(`summary.rows.${key}`), <bdi key={key}>{answer(key)}</bdi>];
  const rows: DetailRow[] = [
    ...shownKeys(SUPERFUND_CHOICE, ['fundChoice', 'taxFileNumber'] as const, choice).map(row),
    ...(choice.fundChoice === 'stapled'
      ? [[t('summary.rows.fund'), t('summary.stapled')] satisfies DetailRow]
      : []),
    ...shownKeys(SUPERFUND_CHOICE, FUND_ROWS, choice).map(row),
  ];
  return <DetailList rows={rows} />;
}
