/**
 * PLACEHOLDER body for the admin pages until later issues build their tools (policy list,
 * data retention table, recipients, test email). Replace it page by page.
 */
export function AdminPlaceholder() {
  return (
    <section className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
      <p>The tools for this page are being built and are not available yet.</p>
    </section>
  );
}
