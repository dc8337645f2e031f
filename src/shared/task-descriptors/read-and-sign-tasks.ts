import type { TaskDescriptor } from './types.ts';

// The read-and-sign tasks (spec §2, §8, §9): what each signs, how it is read, and its words.
// How to add one: docs/how-to-add-a-read-and-sign-task.md.

// Spec §9: the viewer is 600 px tall, 75vh on phones; the agreement's box is 50vh on phones, 24rem otherwise.
const VIEWER_HEIGHT = 'h-[75vh] sm:h-[600px]';
const AGREEMENT_HEIGHT = 'h-[50vh] sm:h-96';
const READ_TOAST = 'Document Fully Read';

export const WORKPLACE_BEHAVIOUR = {
  id: 'workplace-behaviour',
  title: 'Workplace Behaviour Policy',
  description: 'Read and acknowledge the workplace behaviour policy.',
  route: '/policy-document',
  changedWords: 'your workplace behaviour policy acknowledgment',
  snapshotKey: 'workplaceBehaviour',
  readAndSign: {
    documentLabel: 'Workplace Behaviour',
    store: 'acknowledgment',
    isPersonalised: false,
    isHealthInformation: false,
    read: { kind: 'percent', threshold: 95 },
    screenTitle: 'Workplace Behaviour Policy',
    screen: {
      kind: 'text',
      viewerHeight: VIEWER_HEIGHT,
      readToast: {
        title: READ_TOAST,
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
      },
      hostsPreview: true,
    },
    pdf: null,
    reset: {
      description:
        'Your acknowledgment of the workplace behaviour policy is removed, so you can read and sign it again.',
      success: {
        title: 'Workplace Behaviour Policy Reset',
        description: 'You can now re-acknowledge the workplace behaviour policy.',
      },
      failure: 'Failed to reset policy acknowledgment. Please try again.',
    },
  },
} as const satisfies TaskDescriptor;

export const MEDICAL_DECLARATION = {
  id: 'medical-declaration',
  title: 'Medical Declaration Form',
  description: 'Declare any medical conditions, medications or allergies relevant to your work.',
  route: '/medical-declaration',
  changedWords: 'your medical declaration',
  snapshotKey: 'medicalDeclaration',
  readAndSign: {
    documentLabel: 'Medical Declaration',
    store: 'medical-declaration',
    isPersonalised: false,
    isHealthInformation: true,
    read: { kind: 'percent', threshold: 90 },
    screenTitle: 'Medical Declaration',
    screen: {
      kind: 'text',
      viewerHeight: VIEWER_HEIGHT,
      readToast: { title: READ_TOAST, description: 'Please complete your declarations below.' },
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
      failure: { title: 'Acknowledgment Failed', description: 'Failed to record acknowledgment' },
    },
    pdf: {
      fileKind: 'medical-declaration-pdf',
      notSigned: 'There is no medical declaration to complete. Please acknowledge it first.',
      attachmentName: 'the medical declaration',
    },
    reset: {
      description: 'Your medical declaration is removed, so you can complete it again.',
      success: {
        title: 'Medical Declaration Reset',
        description: 'You can now complete the medical declaration again.',
      },
      failure: 'Failed to reset medical declaration. Please try again.',
    },
  },
} as const satisfies TaskDescriptor;

export const CONFIDENTIALITY_AGREEMENT = {
  id: 'confidentiality-agreement',
  title: 'Confidentiality Agreement',
  description: 'Read and sign the confidentiality agreement.',
  route: '/confidentiality-agreement',
  changedWords: 'your confidentiality agreement',
  snapshotKey: 'confidentialityAgreement',
  checklist: { label: 'Confidentiality Agreement', order: 3 },
  readAndSign: {
    documentLabel: 'Confidentiality Agreement',
    store: 'acknowledgment',
    isPersonalised: true,
    isHealthInformation: false,
    read: { kind: 'end', withinPx: 50 },
    screenTitle: 'Confidentiality Agreement',
    screen: {
      kind: 'yes-no',
      viewerHeight: AGREEMENT_HEIGHT,
      unavailable:
        'The confidentiality agreement is not available right now. Please try again later or contact your administrator.',
      completed: 'You have acknowledged and signed the confidentiality agreement',
      acknowledged: 'Your confidentiality agreement has been acknowledged.',
      updated: 'Your confidentiality agreement has been updated.',
      failure: 'Failed to submit the confidentiality agreement. Please try again.',
    },
    pdf: {
      fileKind: 'confidentiality-agreement-pdf',
      notSigned: 'There is no confidentiality agreement to complete. Please sign it first.',
      attachmentName: 'the confidentiality agreement',
    },
    reset: {
      description: 'Your signed confidentiality agreement is removed, so you can sign it again.',
      success: {
        title: 'Confidentiality Agreement Reset',
        description: 'You can now sign the confidentiality agreement again.',
      },
      failure: 'Failed to reset confidentiality agreement. Please try again.',
    },
  },
} as const satisfies TaskDescriptor;
