import { lazy, Suspense, useId, useState } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import type { PolicyFormValues } from './policy-form-schema';
import '../../../components/ui/policy-content.css';

// Its own chunk: the editor (TipTap, ProseMirror) is fetched when an admin opens the form, never
// by a new hire's pages.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

const HINT = 'Headings, lists, bold, italic and links are kept; anything else is removed on save.';

interface PolicyContentFieldProps {
  control: Control<PolicyFormValues>;
  error?: string;
}

/** The content in a rich-text editor, and a preview as the new hire will see it. */
export function PolicyContentField({ control, error }: PolicyContentFieldProps) {
  const title = useWatch({ control, name: 'title' });
  const id = useId();
  const [isPreviewing, setIsPreviewing] = useState(false);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <Controller
      control={control}
      name="content"
      render={({ field }) => (
        <div>
          <div className="flex flex-wrap items-end justify-between gap-2">
            <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
              Content
            </p>
            <Button variant="outline" aria-expanded={isPreviewing} onClick={() => setIsPreviewing((p) => !p)}>
              {isPreviewing ? 'Hide Preview' : 'Preview'}
            </Button>
          </div>
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
            {HINT}
          </p>
          <Suspense
            fallback={
              <p role="status" className="mt-1.5 rounded-xl border border-slate-300 p-3 text-slate-600">
                Loading editor...
              </p>
            }
          >
            <RichTextEditor
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelId={`${id}-label`}
              describedBy={describedBy}
              isInvalid={!!error}
            />
          </Suspense>
          {error && (
            <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          {isPreviewing && (
            <section
              aria-label="Preview as a new hire sees it"
              className="mt-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-3"
            >
              <p className="mb-2 text-sm font-medium text-slate-600">Preview as a new hire sees it</p>
              <h2 className="mb-2 text-xl font-semibold text-slate-900">{title || 'Untitled policy'}</h2>
              {/* The editor emits only its own schema's tags; the server sanitizes again on save. */}
              <div
                className="policy-content rounded-xl border border-slate-200 bg-white p-4 text-slate-800 sm:p-6"
                dangerouslySetInnerHTML={{ __html: field.value }}
              />
            </section>
          )}
        </div>
      )}
    />
  );
}
