import { describe, expect, it } from 'vitest';
import {
  approveDeletionSchema,
  markDownloadedSchema,
  testEmailSchema,
  verifyPinSchema,
} from '../../src/shared/schemas/admin';
import {
  notificationRecipientSchema,
  notificationRecipientUpdateSchema,
} from '../../src/shared/schemas/notification-recipient';
import { issueMessages } from './issue-messages';

describe('admin schemas', () => {
  it('accepts a PIN of 1 to 6 characters, untrimmed', () => {
    expect(verifyPinSchema.safeParse({ pin: '' }).success).toBe(false);
    expect(verifyPinSchema.safeParse({ pin: '1234567' }).success).toBe(false);
    expect(verifyPinSchema.parse({ pin: ' 1234' })).toEqual({ pin: ' 1234' });
  });

  it('needs the officer name, non-blank, to mark a download or approve a deletion', () => {
    expect(issueMessages(markDownloadedSchema, { officerName: '  ' })).toEqual({
      officerName: ['Please enter your name to confirm the download'],
    });
    expect(issueMessages(approveDeletionSchema, {})).toEqual({
      officerName: ['Please enter your name to approve deletion'],
    });
    expect(approveDeletionSchema.parse({ officerName: ' Sam ' })).toEqual({
      officerName: 'Sam',
      notes: '',
      hasDataElsewhere: false,
    });
  });

  it('requires an email address for the test email', () => {
    expect(issueMessages(testEmailSchema, { email: '' })).toEqual({
      email: ['Please enter an email address'],
    });
    expect(issueMessages(testEmailSchema, { email: 'x@' })).toEqual({
      email: ['Please enter a valid email address'],
    });
  });
});

describe('notification recipient', () => {
  it('requires a name and a valid email, is active by default and receives no health information', () => {
    expect(issueMessages(notificationRecipientSchema, { name: '', email: 'x' })).toEqual({
      name: ['Name is required'],
      email: ['Please enter a valid email address'],
    });
    expect(notificationRecipientSchema.parse({ name: 'HR', email: 'HR@Example.com' })).toEqual({
      name: 'HR',
      email: 'hr@example.com',
      active: true,
      receivesHealthInformation: false,
    });
  });

  it('updates without turning a recipient back on', () => {
    expect(notificationRecipientUpdateSchema.parse({ name: 'HR' })).toEqual({ name: 'HR' });
  });
});
