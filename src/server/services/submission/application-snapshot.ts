/** A signature's evidence as the snapshot keeps it (ISO time). */
export interface SnapshotEvidence {
  signatureFileId: string | null;
  signedAt: string | null;
  signedIp: string | null;
  signedUserAgent: string | null;
  documentSha256?: string | null;
}

export interface SnapshotPolicy extends SnapshotEvidence {
  policyDocumentId: string;
  title: string;
  version: string;
  acknowledgedAt: string;
  answers: { questionId: string; question: string; answer: string }[];
}

/**
 * Every task of one application as it stood when submitted, with sensitive values in full (it
 * is stored encrypted, and it is what the records system receives). Images are referenced by
 * stored-file id, never inlined.
 */
export interface ApplicationSnapshot {
  memberId: string;
  email: string;
  fullName: string;
  personal: Record<string, string | boolean | null> & { profilePhotoFileId: string | null };
  personalEvidence: SnapshotEvidence;
  workplaceBehaviour: SnapshotPolicy | null;
  medicalDeclaration:
    | (SnapshotEvidence & {
        policyDocumentId: string | null;
        medicalDeclarationDate: string;
        answers: Record<string, string>;
      })
    | null;
  taxDeclaration: (SnapshotEvidence & Record<string, string | null>) | null;
  superfundChoice: (SnapshotEvidence & Record<string, string | null>) | null;
  confidentialityAgreement: SnapshotPolicy | null;
}
