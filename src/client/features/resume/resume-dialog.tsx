import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { ME_STATUS_KEY } from '../../lib/me-status';
import { toast } from '../../lib/use-toast';
import { EmailCodeForm } from './email-code-form';
import { VerifyCodeForm } from './verify-code-form';

interface SentCode {
  email: string;
  message: string;
}

interface ResumeDialogProps {
  onClose: () => void;
  /** Prefills the email, e.g. the one basic info found already in use. */
  initialEmail?: string;
}

export function ResumeDialog({ onClose, initialEmail }: ResumeDialogProps) {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<SentCode | null>(null);

  const onVerified = () => {
    onClose();
    toast({ title: 'Welcome back', description: 'Your application is loaded on this device.' });
    void queryClient.invalidateQueries({ queryKey: ME_STATUS_KEY });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Continue your application"
        description={
          sent
            ? 'Enter the 6-digit code from the email.'
            : 'Enter the email address you used. We will email you a 6-digit code to confirm it is you.'
        }
      >
        {sent ? (
          <VerifyCodeForm
            email={sent.email}
            sentMessage={sent.message}
            onVerified={onVerified}
            onChangeEmail={() => setSent(null)}
          />
        ) : (
          <EmailCodeForm
            initialEmail={initialEmail}
            onSent={(email, message) => setSent({ email, message })}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
