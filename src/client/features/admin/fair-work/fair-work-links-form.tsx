import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input-field';
import { SectionCard } from '../../../components/ui/section-card';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/use-toast';
import {
  FAIR_WORK_STATEMENT_TITLES,
  FAIR_WORK_STATEMENTS,
  type FairWorkStatement,
} from '../../../../shared/choice-labels';
import type { FairWorkLinksAnswer } from '../../../../shared/answers/fair-work';
import { type FairWorkLinks, fairWorkLinksSchema } from '../../../../shared/schemas/fair-work';
import { LoadError } from '../load-error';
import { useAdminMutation } from '../use-admin-mutation';

const LINKS_KEY = ['/api/admin/fair-work-statements'] as const;

/**
 * The links new hires are given for the Fair Work statements (decision 032): the Fair Work
 * Ombudsman's pages unless changed here, e.g. to a copy the company hosts.
 */
export function FairWorkLinksForm() {
  const query = useQuery<FairWorkLinksAnswer>({ queryKey: LINKS_KEY, staleTime: 0 });
  if (query.isPending) {
    return (
      <p role="status" className="text-slate-600">
        Loading Fair Work statement links...
      </p>
    );
  }
  if (!query.data) return <LoadError what="Fair Work statement links" onRetry={() => void query.refetch()} />;
  return <LinksForm key={JSON.stringify(query.data.links)} answer={query.data} />;
}

function LinksForm({ answer }: { answer: FairWorkLinksAnswer }) {
  const [links, setLinks] = useState<FairWorkLinks>(answer.links);
  const [errors, setErrors] = useState<Partial<Record<FairWorkStatement, string>>>({});
  const save = useAdminMutation({
    listKey: LINKS_KEY,
    mutationFn: (body: FairWorkLinks) =>
      apiRequest<FairWorkLinksAnswer>('PUT', '/api/admin/fair-work-statements', body),
    onSuccess: () => toast({ title: 'Links Saved', description: 'New hires are given these links' }),
    errorTitle: 'Error',
    errorFallback: 'Failed to save the links',
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = fairWorkLinksSchema.safeParse(links);
    if (!parsed.success) {
      const found: Partial<Record<FairWorkStatement, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as FairWorkStatement] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <SectionCard
      title="Fair Work statements"
      description="New hires see these links before they submit, and their confirmation email carries them: the Fair Work Information Statement for everyone, the Casual Employment Information Statement also for casuals."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {FAIR_WORK_STATEMENTS.map((statement) => (
          <InputField
            key={statement}
            label={`${FAIR_WORK_STATEMENT_TITLES[statement]} link`}
            type="url"
            inputMode="url"
            isRequired
            hint={
              links[statement] === answer.defaults[statement]
                ? "The Fair Work Ombudsman's page"
                : `The Fair Work Ombudsman's page is ${answer.defaults[statement]}`
            }
            value={links[statement]}
            error={errors[statement]}
            onChange={(e) => setLinks((l) => ({ ...l, [statement]: e.target.value }))}
          />
        ))}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Links'}
          </Button>
          <Button type="button" variant="outline" onClick={() => setLinks({ ...answer.defaults })}>
            Use the official pages
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
