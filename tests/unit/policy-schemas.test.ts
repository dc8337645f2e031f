import { describe, expect, it } from 'vitest';
import { medicalDeclarationSchema } from '../../src/shared/schemas/medical-declaration';
import { policyAcknowledgmentSchema } from '../../src/shared/schemas/policy-acknowledgment';
import {
  DOCUMENT_TYPES,
  policyDocumentSchema,
  policyDocumentUpdateSchema,
} from '../../src/shared/schemas/policy-document';
import { issueMessages, PNG } from './issue-messages';

const policy = {
  title: 'Policy',
  content: '<p>Be kind.</p>',
  documentType: 'workplace-behaviour',
  version: '1.0',
};

describe('policy document', () => {
  it('offers the seven document types of the spec, then the employer documents of issue 39', () => {
    expect(DOCUMENT_TYPES.map((type) => type.value)).toEqual([
      'workplace-behaviour',
      'medical-declaration',
      'confidentiality-agreement',
      'safety-policy',
      'it-policy',
      'code-of-conduct',
      'other',
      'site-induction',
      'safe-work-method-statement',
      'letter-of-offer',
      'position-description',
    ]);
  });

  it('requires title, content, document type and version', () => {
    expect(issueMessages(policyDocumentSchema, {})).toEqual({
      title: ['Title is required'],
      content: ['Content is required'],
      version: ['Version is required'],
      documentType: ['Document type is required'],
    });
  });

  it('defaults to no questions and active', () => {
    expect(policyDocumentSchema.parse(policy)).toEqual({
      ...policy,
      questions: [],
      isActive: true,
      appliesTo: { kind: 'everyone' },
      needsCountersignature: false,
    });
  });

  it('rejects a question whose text is blank', () => {
    const input = { ...policy, questions: [{ id: '1700000000000', question: '   ', required: true }] };
    expect(issueMessages(policyDocumentSchema, input)).toEqual({
      'questions.0.question': ['Please fill in all question text or remove empty questions'],
    });
  });

  it('updates any subset without resetting defaults or changing the type', () => {
    expect(policyDocumentUpdateSchema.parse({ title: 'New' })).toEqual({ title: 'New' });
    expect(policyDocumentUpdateSchema.parse({ isActive: false, documentType: 'other' })).toEqual({
      isActive: false,
    });
  });
});

describe('policy acknowledgment', () => {
  const ack = {
    email: 'jane@example.com',
    policyDocumentId: '3f8b9a52-5c1e-4c2a-9d6f-1b2c3d4e5f60',
    signature: PNG,
  };

  it('requires the initial and a policy document id', () => {
    expect(issueMessages(policyAcknowledgmentSchema, { email: 'jane@example.com' })).toEqual({
      policyDocumentId: ['Policy document is required'],
      signature: ['Initial Required'],
    });
  });

  it('accepts answers and the optional title and version', () => {
    const input = { ...ack, answers: [{ questionId: 'q1', answer: 'Yes' }], policyVersion: '2' };
    expect(policyAcknowledgmentSchema.parse(input)).toEqual(input);
    expect(policyAcknowledgmentSchema.parse(ack).answers).toEqual([]);
  });
});

describe('medical declaration', () => {
  it('requires only the email, the document and initial (the server dates the signature: issue 35 item 8)', () => {
    expect(issueMessages(medicalDeclarationSchema, {})).toEqual({
      email: ['Please enter a valid email address'],
      policyDocumentId: ['Policy document is required'],
      medicalSignature: ['Initial Required'],
    });
    const parsed = medicalDeclarationSchema.parse({
      email: 'jane@example.com',
      policyDocumentId: '3f8b9a52-5c1e-4c2a-9d6f-1b2c3d4e5f60',
      allergies: 'Peanuts',
      medicalDeclarationDate: '2025-07-14',
      medicalSignature: PNG,
    });
    expect(parsed).toMatchObject({
      allergies: 'Peanuts',
      medicalConditions: '',
      medications: '',
      answers: [],
    });
  });
});
