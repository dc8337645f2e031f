// drizzle-kit and the Drizzle client read the whole model from this list of table files.
export * from './schema/team-members';
export * from './schema/submission-records';
export * from './schema/tax-declarations';
export * from './schema/medical-declarations';
export * from './schema/policy-documents';
export * from './schema/policy-acknowledgments';
export * from './schema/superfund-choices';
export * from './schema/notification-recipients';
export * from './schema/sessions';
export * from './schema/email-codes';
export * from './schema/email-guess-limits';
export * from './schema/step-drafts';
export * from './schema/stored-files';
export * from './schema/jobs';
export * from './schema/audit-log';
export * from './schema/app-settings';
export * from './schema/retention-counts';
