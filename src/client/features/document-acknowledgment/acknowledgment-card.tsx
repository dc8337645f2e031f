import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { SignatureField } from '../../components/ui/signature-field';

interface AcknowledgmentCardProps {
  title: string;
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

/** The agreement tick, the initial pad (with Clear) and the button that signs. */
export function AcknowledgmentCard(props: AcknowledgmentCardProps) {
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
        label={props.agreementLabel}
        checked={props.isAgreed}
        onChange={(event) => props.onAgreedChange(event.target.checked)}
      />
      <div>
        <SignatureField
          mark="initials"
          label="Initial *"
          onChange={props.onInitialChange}
          describedBy={hintId}
          initialValue={props.restoredInitial}
        />
        <p
          id={hintId}
          className={props.hasInitial ? 'mt-1.5 text-sm text-green-700' : 'mt-1.5 text-sm text-slate-600'}
        >
          {props.hasInitial
            ? 'Initialled. Use Clear to start again.'
            : 'Draw your initial in the box, or type it.'}
        </p>
      </div>
      <Button size="lg" className="w-full" disabled={props.isPending} onClick={props.onSubmit}>
        {props.isPending ? 'Submitting...' : props.submitLabel}
      </Button>
    </section>
  );
}
