export function Greeting({ fullName }: { fullName: string | null }) {
  return (
    <div>
      <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
        {fullName ? `Welcome, ${fullName}` : 'Welcome to your onboarding'}
      </h1>
      <p className="mt-2 text-slate-600">Complete each task below, then submit your application.</p>
    </div>
  );
}
