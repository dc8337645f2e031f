import { ConfirmationForm } from '../../features/personal-information/confirmation-form';
import { WizardStep } from '../../features/personal-information/wizard-step';

export function ConfirmationPage() {
  return <WizardStep stepId="confirmation">{(context) => <ConfirmationForm context={context} />}</WizardStep>;
}

/**
 * The confirmation shows its initial pad at once: the drawing library the pad imports lazily is
 * also a static import of this page, so index.html preloads it with the page (issue 13) instead of
 * the pad fetching it once it appears.
 */
export { default as SignaturePadLibrary } from 'signature_pad';
