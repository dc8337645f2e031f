/** An inline server message under a form: an alert for errors, a status line otherwise. */
export function FormMessage({ error, info }: { error?: string | null; info?: string | null }) {
  if (error) {
    return (
      <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-800">
        {error}
      </p>
    );
  }
  if (info) {
    return (
      <p role="status" className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm break-words text-brand-900">
        {info}
      </p>
    );
  }
  return null;
}
