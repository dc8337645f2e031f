import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DataCell, DataRow, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { DateTimeText } from '../../../components/ui/date-time-text';
import { documentTypeLabel } from '../../../../shared/schemas/policy-document';
import { PREVIEW_PATH, type ListedPolicyDocument, type PolicyDocumentRow } from './policy-api';
import { useUpdatePolicy } from './use-policy-mutations';

const COLUMNS = [
  'Title',
  'Type',
  'Version',
  'Questions',
  'Applies to',
  'Updated',
  'Status',
  'Actions',
] as const;

/** Whom it reaches, so nothing saved as Active is silently unseen (issue 39 item 4). */
function appliesToText(doc: ListedPolicyDocument): string {
  const hires = `${doc.hireCount} current ${doc.hireCount === 1 ? 'hire' : 'hires'}`;
  const { appliesTo } = doc;
  if (appliesTo.kind === 'everyone') return `Everyone (${hires})`;
  const names = appliesTo.names.join(', ');
  return `${appliesTo.kind === 'sites' ? 'Sites' : 'Positions'}: ${names} (${hires})`;
}

interface PolicyListProps {
  documents: ListedPolicyDocument[];
  onEdit: (document: PolicyDocumentRow) => void;
}

export function PolicyList({ documents, onEdit }: PolicyListProps) {
  const toggle = useUpdatePolicy();

  if (documents.length === 0) {
    return <EmptyState>No policy documents found</EmptyState>;
  }

  return (
    <DataTable label="Policy documents" columns={COLUMNS} breakpoint="lg">
      {documents.map((doc) => {
        const isToggling = toggle.isPending && toggle.variables?.id === doc.id;
        return (
          <DataRow key={doc.id}>
            <DataCell label="Title">
              <span className="font-semibold text-slate-900">{doc.title}</span>
            </DataCell>
            <DataCell label="Type">{documentTypeLabel(doc.documentType)}</DataCell>
            <DataCell label="Version">{doc.version}</DataCell>
            <DataCell label="Questions">{doc.questions.length}</DataCell>
            <DataCell label="Applies to">
              {appliesToText(doc)}
              {doc.needsCountersignature && (
                <span className="block text-sm text-slate-600">Countersigned</span>
              )}
            </DataCell>
            <DataCell label="Updated">
              <DateTimeText value={doc.updatedAt} withSeconds />
            </DataCell>
            <DataCell label="Status">
              <Badge tone={doc.isActive ? 'green' : 'slate'}>{doc.isActive ? 'Active' : 'Inactive'}</Badge>
            </DataCell>
            <DataCell label="Actions" isWide>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => onEdit(doc)}>
                  Edit<span className="sr-only"> {doc.title}</span>
                </Button>
                <Button
                  variant={doc.isActive ? 'outline' : 'secondary'}
                  disabled={isToggling}
                  onClick={() => toggle.mutate({ id: doc.id, changes: { isActive: !doc.isActive } })}
                >
                  {doc.isActive ? 'Deactivate' : 'Activate'}
                  <span className="sr-only"> {doc.title}</span>
                </Button>
                <a
                  href={`${PREVIEW_PATH}?preview=${doc.id}`}
                  target="_blank"
                  rel="noopener"
                  className={buttonClasses('ghost', 'md', 'border border-transparent')}
                >
                  Preview<span className="sr-only"> {doc.title} (opens in a new tab)</span>
                </a>
              </div>
            </DataCell>
          </DataRow>
        );
      })}
    </DataTable>
  );
}
