import { Button } from '../../components/ui/button';

export interface EmailConflict {
  email: string;
  message: string;
  /** The email belongs to another application: its owner can prove it with a code. */
  canResume: boolean;
}

/** The server's 409 message under the email field, offering the email-code flow when it helps. */
export function EmailConflictNotice({
  conflict,
  onRequestCode,
}: {
  conflict: EmailConflict;
  onRequestCode: (email: string) => void;
}) {
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="text-sm break-words">{conflict.message}</p>
      {conflict.canResume && (
        <Button
          variant="secondary"
          className="mt-3 w-full sm:w-auto"
          onClick={() => onRequestCode(conflict.email)}
        >
          Email me a code
        </Button>
      )}
    </div>
  );
}
