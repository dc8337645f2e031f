// What a task is, once (issue 38 item 2, decision 052): every list, route, query, report and
// screen that names a task reads it from its descriptor.

/** Spec §9: read at a percentage of the document, or within some pixels of its end. */
export type ReadRule = { kind: 'percent'; threshold: number } | { kind: 'end'; withinPx: number };

/** A toast's words (the client adds its variant). */
export interface TaskToast {
  readonly title: string;
  readonly description: string;
}

/** Every task: the home card, the route, the status and the reports. */
export interface TaskDescriptor {
  readonly id: string;
  /** The home card's title and the reports' section heading. */
  readonly title: string;
  readonly description: string;
  readonly route: string;
  readonly isPersonalInfo?: boolean;
  /** What 'You changed …' calls it (issue 23 item 5). */
  readonly changedWords: string;
  /** Its key in the submission snapshot and the records JSON. */
  readonly snapshotKey: string;
  /** Listed on the wizard's confirmation under 'Your other forms' (spec §2), at this place. */
  readonly checklist?: { readonly label: string; readonly order: number };
  readonly readAndSign?: ReadAndSignSpec;
}

/** The words of a screen whose questions are typed answers (policy, declaration). */
export interface TextQuestionsScreen {
  readonly kind: 'text';
  readonly viewerHeight: string;
  readonly readToast: TaskToast;
  readonly questionsHeading: string;
  readonly cardTitle: string;
  readonly agreementLabel: string;
  readonly submitLabel: string;
  readonly empty: { readonly title: string; readonly text: string };
  readonly missingAgreement: string;
  readonly success: TaskToast;
  readonly failure: TaskToast;
  /** An admin's `?preview=<id>` of any document opens on this task's screen. */
  readonly hostsPreview?: boolean;
}

/** The words of a screen whose questions are ticked Yes or No (an agreement). */
export interface YesNoQuestionsScreen {
  readonly kind: 'yes-no';
  readonly viewerHeight: string;
  /** 'Document Not Available': why. */
  readonly unavailable: string;
  /** The completed card's sentence, before ' (version N).'. */
  readonly completed: string;
  /** The 'Success!' toast, signed for the first time and signed again. */
  readonly acknowledged: string;
  readonly updated: string;
  /** The 'Submission Failed' toast. */
  readonly failure: string;
}

/** A read-and-sign task: a policy document of its type, read, answered and initialled. */
export interface ReadAndSignSpec {
  /** The policy document type it signs (its id), and the label the admin's list shows. */
  readonly documentLabel: string;
  /**
   * Where the signed record lives: the policy acknowledgments, or the medical declarations
   * (health information, stored encrypted with its own date).
   */
  readonly store: 'acknowledgment' | 'medical-declaration';
  /** The document is read with the signer's name and position filled in (needs a member). */
  readonly isPersonalised: boolean;
  readonly isHealthInformation: boolean;
  readonly read: ReadRule;
  /** The screen's short title, and the view dialog's (spec §2). */
  readonly screenTitle: string;
  readonly screen: TextQuestionsScreen | YesNoQuestionsScreen;
  /** The signed record's own PDF, sent with the application; null: none. */
  readonly pdf: TaskPdfSpec | null;
  /** The home screen's Reset dialog. */
  readonly reset: { readonly description: string; readonly success: TaskToast; readonly failure: string };
}

export interface TaskPdfSpec {
  /** The stored_files kind. */
  readonly fileKind: string;
  /** 400 when there is nothing signed to render. */
  readonly notSigned: string;
  /** What HR's email calls the attached PDF ('the medical declaration'). */
  readonly attachmentName: string;
}
