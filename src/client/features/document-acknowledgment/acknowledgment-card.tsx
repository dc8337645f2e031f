import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { LegalText } from '../../components/ui/legal-text';
import { SignatureField } from '../../components/ui/signature-field';

interface AcknowledgmentCardProps {
  title: string;
  /** The agreement in English, as it is signed. */
  englishAgreement: string;
  /** The same in the language shown. */
  agreementLabel: string;
  submitLabel: string;
  isAgreed: boolean;
  onAgreedChange: (isAgreed: boolean) => void;
  hasInitial: boolean;
  onInitialChange: (dataUrl: string | null) => void;
  /** An initial drawn before (a saved draft). */
  restoredInitial?: string | null;
  isPending: boolean;
  onSubmit: () => void;
}

/** The agreement tick (its English signed, its translation under it), the initial pad (with Clear) and the button that signs. */
export function AcknowledgmentCard(props: AcknowledgmentCardProps) {
  const { t } = useTranslation('documents');
  const headingId = useId();
  const hintId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {props.title}
      </h2>
      <CheckboxField
        label={
          <LegalText variant="inline" english={props.englishAgreement} translation={props.agreementLabel} />
        }
        checked={props.isAgreed}
        onChange={(event) => props.onAgreedChange(event.target.checked)}
      />
      <div>
        <SignatureField
          mark="initials"
          label={t('initial')}
          onChange={props.onInitialChange}
          describedBy={hintId}
          initialValue={props.restoredInitial}
        />
        <p
          id={hintId}
          className={props.hasInitial ? 'mt-1.5 text-sm text-green-700' : 'mt-1.5 text-sm text-slate-600'}
        >
          {props.hasInitial ? t('initialled') : t('drawInitial')}
        </p>
      </div>
      <Button size="lg" className="w-full" disabled={props.isPending} onClick={props.onSubmit}>
        {props.isPending ? t('submitting') : props.submitLabel}
      </Button>
    </section>
  );
}
