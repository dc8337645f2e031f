import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BasicInfoForm } from '../../features/personal-information/basic-info-form';
import { DRAFT_PHOTO_KEY } from '../../features/personal-information/use-draft-photo';
import { DRAFTS_KEY } from '../../features/personal-information/use-drafts';
import { WizardStep } from '../../features/personal-information/wizard-step';

const ResumeDialog = lazy(() =>
  import('../../features/resume/resume-dialog').then((m) => ({ default: m.ResumeDialog })),
);

/** Step 1. An email that belongs to another application is proved with the email-code flow. */
export function BasicInfoPage() {
  const queryClient = useQueryClient();
  const [codeEmail, setCodeEmail] = useState<string | null>(null);

  const closeResume = () => {
    setCodeEmail(null);
    // A verified code moves this device onto that application: its drafts and photo apply now.
    void queryClient.invalidateQueries({ queryKey: DRAFTS_KEY });
    void queryClient.invalidateQueries({ queryKey: DRAFT_PHOTO_KEY });
  };

  return (
    <>
      <WizardStep stepId="basic-info">
        {(context) => <BasicInfoForm context={context} onRequestCode={setCodeEmail} />}
      </WizardStep>
      {codeEmail !== null && (
        <Suspense fallback={null}>
          <ResumeDialog initialEmail={codeEmail} onClose={closeResume} />
        </Suspense>
      )}
    </>
  );
}
