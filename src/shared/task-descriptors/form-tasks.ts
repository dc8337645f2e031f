import type { TaskDescriptor } from './types.ts';

// The three tasks that are forms of their own (spec §1): the wizard, the tax declaration and
// the super choice.

export const PERSONAL_INFORMATION = {
  id: 'personal-information',
  title: 'Personal Information',
  description: 'Provide your personal, contact, emergency contact, banking and position details.',
  route: '/basic-info',
  isPersonalInfo: true,
  changedWords: 'your personal information',
  snapshotKey: 'personal',
} as const satisfies TaskDescriptor;

export const TAX_DECLARATION = {
  id: 'tax-declaration',
  title: 'Tax Declaration Form',
  description: 'Complete your tax file number declaration for payroll.',
  route: '/tax-declaration',
  changedWords: 'your tax declaration',
  snapshotKey: 'taxDeclaration',
  checklist: { label: 'Tax Declaration Form', order: 2 },
} as const satisfies TaskDescriptor;

export const SUPERFUND_CHOICE = {
  id: 'superfund-choice',
  title: 'Choice Of SuperFund',
  description: 'Choose the superannuation fund your employer contributions are paid into.',
  route: '/superfund-choice',
  changedWords: 'your super choice',
  snapshotKey: 'superfundChoice',
  checklist: { label: 'SuperFund Choice', order: 1 },
} as const satisfies TaskDescriptor;
