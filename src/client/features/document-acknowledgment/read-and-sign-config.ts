import type { ToastInput } from '../../lib/use-toast';
import type { ReadRule } from './use-reading-progress';
import { completeTask, postAcknowledgment, postMedicalDeclaration, type SignPayload } from './signing-api';

/** What differs between the workplace policy and the medical declaration screens (spec §2, §8). */
export interface ReadAndSignConfig {
  type: 'workplace-behaviour' | 'medical-declaration';
  taskTitle: string;
  rule: ReadRule;
  viewerHeight: string;
  readToast: ToastInput;
  questionsHeading: string;
  cardTitle: string;
  agreementLabel: string;
  submitLabel: string;
  empty: { title: string; text: string };
  missingAgreement: string;
  success: ToastInput;
  failure: ToastInput;
  save: (payload: SignPayload) => Promise<unknown>;
}

// Spec §9: the viewer is 600 px tall, 75vh on phones.
const VIEWER_HEIGHT = 'h-[75vh] sm:h-[600px]';
const POLICY_RULE: ReadRule = { kind: 'percent', threshold: 95 };
const MEDICAL_RULE: ReadRule = { kind: 'percent', threshold: 90 };

export const WORKPLACE_POLICY: ReadAndSignConfig = {
  type: 'workplace-behaviour',
  taskTitle: 'Workplace Behaviour Policy',
  rule: POLICY_RULE,
  viewerHeight: VIEWER_HEIGHT,
  readToast: {
    title: 'Document Fully Read',
    description: 'Please answer the questions below and acknowledge the policy.',
  },
  questionsHeading: 'Questions',
  cardTitle: 'Acknowledgment',
  agreementLabel: 'I have read and understood this policy and agree to comply with it.',
  submitLabel: 'Acknowledge Policy',
  empty: {
    title: 'No Active Policy Document Found',
    text: 'There is no workplace behaviour policy to acknowledge yet. Please contact your administrator.',
  },
  missingAgreement: 'Please tick the box to confirm that you agree to the policy.',
  success: {
    title: 'Policy Acknowledged',
    description: 'Thank you for acknowledging the workplace behaviour policy.',
  },
  failure: {
    title: 'Acknowledgment Failed',
    description: 'Failed to save policy acknowledgment. Please try again.',
    variant: 'destructive',
  },
  save: postAcknowledgment,
};

export const MEDICAL_DECLARATION: ReadAndSignConfig = {
  type: 'medical-declaration',
  taskTitle: 'Medical Declaration',
  rule: MEDICAL_RULE,
  viewerHeight: VIEWER_HEIGHT,
  readToast: { title: 'Document Fully Read', description: 'Please complete your declarations below.' },
  questionsHeading: 'My Declarations',
  cardTitle: 'Declaration',
  agreementLabel: 'I declare that the information I have provided is true and complete.',
  submitLabel: 'Acknowledge Declaration',
  empty: {
    title: 'Medical Declaration Not Available',
    text: 'There is no medical declaration to complete yet. Please contact your administrator.',
  },
  missingAgreement: 'Please tick the box to confirm your declaration.',
  success: {
    title: 'Medical Declaration Acknowledged',
    description: 'Thank you for completing your medical declaration.',
  },
  failure: {
    title: 'Acknowledgment Failed',
    description: 'Failed to record acknowledgment',
    variant: 'destructive',
  },
  save: async (payload) => {
    const saved = await postMedicalDeclaration(payload);
    completeTask('medical-declaration', payload.email, payload.document);
    return saved;
  },
};
