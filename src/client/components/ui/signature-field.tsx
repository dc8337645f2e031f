import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdoptedSignature, useAdoptSignature } from '../../lib/adopted-signature';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { Dialog, DialogContent } from './dialog';
import { DialogActions } from './dialog-actions';
import { SignaturePad } from './signature-pad';

type SignatureFieldProps = ComponentProps<typeof SignaturePad> & {
  /** Which adopted mark this document asks for: the spec's 'Initial *' or a full signature. */
  mark: 'initials' | 'signature';
};

/**
 * Where a hire signs a document (issue 43 item 4, decision 112). With a signature adopted, the
 * document shows it and 'Sign with my signature': a deliberate tap on each document, which hands
 * the adopted image to the form like a drawing (the server records that document's own evidence
 * when it is saved). 'Draw again' gives the pad as before. Without one, the pad, and an offer to
 * draw a signature and initials once and adopt them.
 */
export function SignatureField({ mark, ...pad }: SignatureFieldProps) {
  const { t } = useTranslation('signature');
  const adopted = useAdoptedSignature().data?.adopted ?? null;
  const image = adopted ? (mark === 'initials' ? adopted.initials : adopted.signature) : null;
  const [isDrawing, setIsDrawing] = useState(false);
  const [hasTapped, setHasTapped] = useState(() => image !== null && pad.initialValue === image);
  const [isAdopting, setIsAdopting] = useState(false);

  if (!image || isDrawing) {
    return (
      <div>
        {!image && <AdoptOffer onAdopt={() => setIsAdopting(true)} />}
        <SignaturePad {...pad} initialValue={isDrawing ? null : pad.initialValue} />
        {image && (
          <Button
            variant="link"
            className="mt-1"
            onClick={() => {
              setIsDrawing(false);
              setHasTapped(false);
              pad.onChange(null);
            }}
          >
            {t('sign.useAdopted')}
          </Button>
        )}
        <AdoptDialog open={isAdopting} onClose={() => setIsAdopting(false)} />
      </div>
    );
  }

  const what = mark === 'initials' ? t('sign.yourInitials') : t('sign.yourSignature');
  return (
    <div>
      <span className="text-sm font-medium text-slate-800">{pad.label}</span>
      <div
        className={cn(
          'mt-1.5 flex flex-wrap items-center gap-3 rounded-xl border-2 bg-white p-3',
          pad.hasError && !hasTapped ? 'border-red-600' : hasTapped ? 'border-green-600' : 'border-slate-300',
        )}
      >
        <img src={image} alt={what} className="h-16 w-auto max-w-[50%] object-contain" />
        {hasTapped ? (
          <p className="text-sm font-semibold text-green-800" role="status">
            ✓ {mark === 'initials' ? t('sign.signedInitials') : t('sign.signed')}
          </p>
        ) : (
          <Button
            aria-describedby={pad.describedBy}
            onClick={() => {
              setHasTapped(true);
              pad.onChange(image);
            }}
          >
            {mark === 'initials' ? t('sign.withInitials') : t('sign.withSignature')}
          </Button>
        )}
      </div>
      <Button
        variant="link"
        className="mt-1"
        onClick={() => {
          setIsDrawing(true);
          setHasTapped(false);
          pad.onChange(null);
        }}
      >
        {t('sign.drawAgain')}
      </Button>
    </div>
  );
}

function AdoptOffer({ onAdopt }: { onAdopt: () => void }) {
  const { t } = useTranslation('signature');
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 p-3">
      <p className="text-sm text-slate-800">{t('adopt.invite')}</p>
      <Button variant="outline" onClick={onAdopt}>
        {t('adopt.start')}
      </Button>
    </div>
  );
}

/** Draws the signature and the initials once, shows them, and adopts them. */
function AdoptDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('signature');
  const adopt = useAdoptSignature();
  const [signature, setSignature] = useState<string | null>(null);
  const [initials, setInitials] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (!signature || !initials) {
      setProblem(t('adopt.needBoth'));
      return;
    }
    setProblem(null);
    adopt.mutate(
      { signature, initials },
      { onSuccess: onClose, onError: () => setProblem(t('adopt.failed')) },
    );
  };
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {open && (
        <DialogContent title={t('adopt.title')} description={t('adopt.description')}>
          <div className="space-y-4">
            <SignaturePad
              label={t('adopt.signatureLabel')}
              padLabel={t('adopt.signaturePad')}
              width={600}
              height={200}
              minHeight={140}
              onChange={setSignature}
            />
            <SignaturePad
              label={t('adopt.initialsLabel')}
              padLabel={t('adopt.initialsPad')}
              onChange={setInitials}
            />
            {problem && (
              <p className="text-sm font-medium text-red-700" role="alert">
                {problem}
              </p>
            )}
          </div>
          <DialogActions>
            <Button variant="outline" onClick={onClose}>
              {t('adopt.cancel')}
            </Button>
            <Button onClick={submit} disabled={adopt.isPending}>
              {t('adopt.confirm')}
            </Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  );
}
