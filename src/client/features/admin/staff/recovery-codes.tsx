import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { ConfigAnswer } from '../../../../shared/schemas/answers';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/use-toast';
import { useTimeZone } from '../../../lib/use-time-zone';
import {
  recoveryCodesContext,
  recoveryCodesFileName,
  recoveryCodesText,
  saveTextFile,
} from './recovery-codes-file';

/**
 * The 10 recovery codes, shown once after the first factor is confirmed (decision 029), with
 * Copy, Download (a .txt naming the app, the account and the date) and Print. A code never
 * wraps: the list has as many columns as whole codes fit (issue 35).
 */
export function RecoveryCodes({ codes, email }: { codes: string[]; email: string }) {
  const config = useQuery<ConfigAnswer>({ queryKey: ['/api/config'], staleTime: Infinity });
  const context = recoveryCodesContext(email, config.data?.companyName ?? '', useTimeZone());

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast({ title: 'Codes Copied', description: 'Paste them into your password manager.' });
    } catch {
      toast({
        title: 'Not Copied',
        description: 'This browser did not allow copying. Please download or print the codes.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        Your sign-in is set up. These are your recovery codes: each signs you in once if you lose your phone
        or passkey. Write them down or save them somewhere safe now. They are not shown again.
      </p>
      <p className="hidden text-slate-900 print:block">
        {context.appName} · {email} · {context.date}
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-[repeat(auto-fill,minmax(20ch,1fr))] gap-2 rounded-xl bg-slate-100 p-4 font-mono text-base text-slate-900"
      >
        {codes.map((code) => (
          <li key={code} className="whitespace-nowrap">
            {code}
          </li>
        ))}
      </ul>
      <div role="group" aria-label="Save your recovery codes" className="flex flex-wrap gap-2 print:hidden">
        <Button variant="outline" className="flex-1" onClick={() => void copy()}>
          Copy
        </Button>
        <Button
          variant="outline"
          className="flex-1"
          onClick={() => saveTextFile(recoveryCodesFileName(context), recoveryCodesText(codes, context))}
        >
          Download
        </Button>
        <Button variant="outline" className="flex-1" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <Link
        href="/admin"
        className="flex min-h-12 w-full items-center justify-center rounded-xl bg-brand-700 px-4 font-semibold text-white print:hidden"
      >
        I have saved my codes: sign in
      </Link>
    </div>
  );
}
