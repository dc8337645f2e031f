/** The collection notice the Privacy (Tax File Number) Rule 2015 requires, above the TFN field. */
export function TfnNotice() {
  return (
    <section
      aria-labelledby="tfn-notice-heading"
      className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800"
    >
      <h2 id="tfn-notice-heading" className="font-semibold text-slate-900">
        Why we ask for your tax file number
      </h2>
      <p className="mt-1">
        We collect your TFN under tax law (the Taxation Administration Act 1953) so that we can withhold the
        right amount of tax from your pay and report it to the ATO. We keep it encrypted and use it only for
        tax and super.
      </p>
      <p className="mt-2">
        You do not have to give us your TFN: declining to quote it is not an offence. But without your TFN, or
        telling us you have applied for one and giving it to us within 28 days, we must withhold tax at the
        top rate.
      </p>
    </section>
  );
}
