import { Link } from 'wouter';

/** The 10 recovery codes, shown once after the first factor is confirmed (decision 029). */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        Your sign-in is set up. These are your recovery codes: each signs you in once if you lose your phone
        or passkey. Write them down or save them somewhere safe now. They are not shown again.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-xl bg-slate-100 p-4 font-mono text-base text-slate-900 min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="break-all">
            {code}
          </li>
        ))}
      </ul>
      <Link
        href="/?admin=1"
        className="flex min-h-12 w-full items-center justify-center rounded-xl bg-brand-700 px-4 font-semibold text-white"
      >
        I have saved my codes: sign in
      </Link>
    </div>
  );
}
