import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type {
  DocumentTranslation,
  DocumentTranslationList,
} from '../../../../shared/answers/policy-document';
import {
  languageInfo,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
} from '../../../../shared/i18n/languages';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input-field';
import { apiRequest, getJson } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { serverMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { useSessionExpiry } from '../use-session-expiry';
import type { PolicyDocumentRow } from './policy-api';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

const translationsKey = (id: string) => ['/api/policy-documents', id, 'translations'] as const;

type Tab = 'en' | TranslationLanguage;

/**
 * The policy editor's language tabs (issue 43 item 2, decision 115): English is the document
 * itself, what every hire signs; each other tab is an optional translation HR writes to help a
 * hire in that language read it (title, content, each question). A new document is saved first.
 */
export function PolicyLanguageTabs({
  document,
  children,
}: {
  document?: PolicyDocumentRow;
  children: ReactNode;
}) {
  const [tab, setTab] = useState<Tab>('en');
  const id = useId();
  if (!document) return <>{children}</>;
  const tabs: Tab[] = ['en', ...TRANSLATION_LANGUAGES];
  const name = (code: Tab) =>
    code === 'en' ? 'English (the document)' : `${languageInfo(code).englishName} (translation)`;
  return (
    <div>
      <div role="tablist" aria-label="Language" className="mb-4 flex flex-wrap gap-2">
        {tabs.map((code) => (
          <button
            key={code}
            type="button"
            role="tab"
            id={`${id}-${code}-tab`}
            aria-selected={tab === code}
            aria-controls={`${id}-${code}`}
            className={cn(
              'min-h-11 rounded-lg border px-3 text-sm font-medium',
              tab === code
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
            onClick={() => setTab(code)}
          >
            {name(code)}
          </button>
        ))}
      </div>
      {/* The English form stays mounted (hidden) so its typing survives a look at a translation. */}
      <div role="tabpanel" id={`${id}-en`} aria-labelledby={`${id}-en-tab`} hidden={tab !== 'en'}>
        {children}
      </div>
      {tab !== 'en' && (
        <div role="tabpanel" id={`${id}-${tab}`} aria-labelledby={`${id}-${tab}-tab`}>
          <TranslationPanel key={tab} document={document} language={tab} />
        </div>
      )}
    </div>
  );
}

function TranslationPanel({
  document,
  language,
}: {
  document: PolicyDocumentRow;
  language: TranslationLanguage;
}) {
  const list = useQuery<DocumentTranslationList>({
    queryKey: translationsKey(document.id),
    queryFn: () => getJson(`/api/policy-documents/${document.id}/translations`),
  });
  if (list.isPending) return <p role="status">Loading translations...</p>;
  if (list.isError) return <p role="alert">The translations could not be loaded. Please try again.</p>;
  const saved = list.data.translations.find((x) => x.language === language) ?? null;
  return (
    <TranslationForm key={saved ? 'saved' : 'none'} document={document} language={language} saved={saved} />
  );
}

interface TranslationFormProps {
  document: PolicyDocumentRow;
  language: TranslationLanguage;
  saved: DocumentTranslation | null;
}

function TranslationForm({ document, language, saved }: TranslationFormProps) {
  const queryClient = useQueryClient();
  const checkExpiry = useSessionExpiry();
  const id = useId();
  const info = languageInfo(language);
  const [title, setTitle] = useState(saved?.title ?? '');
  const [content, setContent] = useState(saved?.content ?? '');
  const [questions, setQuestions] = useState<Record<string, string>>(() =>
    Object.fromEntries((saved?.questions ?? []).map((q) => [q.id, q.question])),
  );
  const url = `/api/policy-documents/${document.id}/translations/${language}`;
  const onError = (title: string) => (error: unknown) => {
    checkExpiry(error);
    toast({ title, description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
  };
  const onSettled = () => queryClient.invalidateQueries({ queryKey: translationsKey(document.id) });
  const save = useMutation({
    mutationFn: () =>
      apiRequest<DocumentTranslation>('PUT', url, {
        title,
        content,
        questions: document.questions.flatMap((q) =>
          questions[q.id]?.trim() ? [{ id: q.id, question: questions[q.id]!.trim() }] : [],
        ),
      }),
    onSuccess: () =>
      toast({
        title: 'Translation Saved',
        description: `The ${info.englishName} translation has been saved.`,
      }),
    onError: onError('Translation Not Saved'),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', url),
    onSuccess: () =>
      toast({
        title: 'Translation Removed',
        description: `Hires reading ${info.englishName} now see the English only.`,
      }),
    onError: onError('Translation Not Removed'),
    onSettled,
  });
  const isPending = save.isPending || remove.isPending;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isPending) save.mutate();
      }}
    >
      <p className="rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
        Optional. A hire reading {info.englishName} sees the English document as it is signed, with this
        translation under it marked &lsquo;translation to help you read; the English is what you sign&rsquo;.
        Without one they see the English only. The PDF keeps the English.
      </p>
      <InputField
        label={`Title in ${info.englishName}`}
        lang={info.code}
        dir={info.dir}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <div>
        <p id={`${id}-content`} className="text-sm font-medium text-slate-800">
          Content in {info.englishName}
        </p>
        <Suspense fallback={<p role="status">Loading editor...</p>}>
          <RichTextEditor
            value={content}
            onChange={setContent}
            onBlur={() => undefined}
            labelId={`${id}-content`}
            isInvalid={false}
          />
        </Suspense>
      </div>
      {document.questions.length > 0 && (
        <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-base font-semibold text-slate-900">
            Questions in {info.englishName}
          </legend>
          {document.questions.map((q, index) => (
            <InputField
              key={q.id}
              label={`Question ${index + 1}: ${q.question}`}
              lang={info.code}
              dir={info.dir}
              value={questions[q.id] ?? ''}
              onChange={(e) => setQuestions((current) => ({ ...current, [q.id]: e.target.value }))}
            />
          ))}
        </fieldset>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {saved && (
          <Button variant="danger-ghost" disabled={isPending} onClick={() => remove.mutate()}>
            Remove Translation
          </Button>
        )}
        <Button type="submit" disabled={isPending}>
          {save.isPending ? 'Saving...' : 'Save Translation'}
        </Button>
      </div>
    </form>
  );
}
