import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { LicenceAnswer } from '../../../shared/answers/licences';
import { licenceKindOf } from '../../../shared/licence-kinds';
import {
  cardDetailsSchema,
  FINISH_LICENCE_FIRST,
  type CardDetails,
} from '../../../shared/schemas/card-details';
import { Button } from '../../components/ui/button';
import {
  licenceInput,
  licenceLine,
  MY_LICENCES_KEY,
  saveMyLicences,
  useMyLicences,
} from '../../lib/licences';
import { serverMessage } from '../../lib/error-message';
import { toast } from '../../lib/use-toast';
import { toFormValues, type FormValuesOf } from './form-values';
import { LicenceEditor } from './licence-editor';
import { useStepForm } from './use-step-form';
import type { StepContext } from './use-step-source';
import { WizardLayout } from './wizard-layout';

type Values = FormValuesOf<CardDetails>;

/** Which licence the editor is open on: a new one, or the one at this index. */
type Editing = { index: number | null } | null;

/**
 * Step 5 of 8 (issue 40 item 1, decision 094): the licences, tickets and cards held, as a list.
 * Each is added, changed or removed on its own and saved at once (PUT /api/me/licences, the whole
 * list); Next moves on. Photos of the front and back are taken with the phone's camera.
 */
export function CardDetailsForm({ context }: { context: StepContext }) {
  const queryClient = useQueryClient();
  const { data, isPending } = useMyLicences();
  const list = data?.licences ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  const [isSavingList, setIsSavingList] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const { onSubmit, isSaving } = useStepForm<Values, CardDetails>({
    stepId: 'card-details',
    context,
    schema: cardDetailsSchema(),
    defaultValues: toFormValues({}, context.source),
    checkExtra: () => editing === null,
    requiredDescription: FINISH_LICENCE_FIRST,
  });

  const focusAdd = () => requestAnimationFrame(() => addButton.current?.focus());

  const saveList = async (next: LicenceAnswer[] | ReturnType<typeof licenceInput>[]) => {
    setIsSavingList(true);
    try {
      const inputs = next.map((l) => ('id' in l ? licenceInput(l) : l));
      const answer = await saveMyLicences(inputs);
      queryClient.setQueryData(MY_LICENCES_KEY, answer);
      return true;
    } catch (error) {
      toast({
        title: 'Save failed',
        description: serverMessage(error, 'Your licence could not be saved. Please try again.'),
        variant: 'destructive',
      });
      return false;
    } finally {
      setIsSavingList(false);
    }
  };

  const remove = async (index: number) => {
    const licence = list[index]!;
    if (await saveList(list.filter((_, i) => i !== index))) {
      toast({ title: 'Licence removed', description: `${licenceKindOf(licence.kind).label} removed.` });
      focusAdd();
    }
  };

  return (
    <WizardLayout stepId="card-details" onSubmit={onSubmit} isBusy={isSaving} isLoading={isPending}>
      <section aria-labelledby="licences-heading" className="space-y-4">
        <h2 id="licences-heading" className="text-lg font-semibold text-slate-900">
          Licences and tickets
        </h2>
        <p className="text-sm text-slate-600">
          Add each licence, ticket or card you hold, with a photo of its front and back. Leave this empty if
          you hold none.
        </p>
        {list.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
            No licences or tickets added yet.
          </p>
        ) : (
          <ul aria-label="Your licences and tickets" className="space-y-3">
            {list.map((licence, index) => (
              <li key={licence.id} className="rounded-xl border border-slate-200 bg-white p-4">
                {editing?.index === index ? (
                  <LicenceEditor
                    licence={licence}
                    isSaving={isSavingList}
                    onCancel={() => setEditing(null)}
                    onSave={async (values) => {
                      const next = list.map((l, i) => (i === index ? values : licenceInput(l)));
                      if (await saveList(next)) setEditing(null);
                    }}
                  />
                ) : (
                  <LicenceItem
                    licence={licence}
                    isBusy={isSavingList || editing !== null}
                    onEdit={() => setEditing({ index })}
                    onRemove={() => void remove(index)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        {editing?.index === null ? (
          <div className="rounded-xl border border-brand-200 bg-brand-50/40 p-4">
            <LicenceEditor
              isSaving={isSavingList}
              onCancel={() => {
                setEditing(null);
                focusAdd();
              }}
              onSave={async (values) => {
                if (await saveList([...list.map(licenceInput), values])) {
                  setEditing(null);
                  focusAdd();
                }
              }}
            />
          </div>
        ) : (
          <Button
            ref={addButton}
            type="button"
            variant="secondary"
            className="w-full"
            disabled={editing !== null}
            onClick={() => setEditing({ index: null })}
          >
            Add a licence or ticket
          </Button>
        )}
      </section>
    </WizardLayout>
  );
}

function LicenceItem({
  licence,
  isBusy,
  onEdit,
  onRemove,
}: {
  licence: LicenceAnswer;
  isBusy: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const label = licenceKindOf(licence.kind).label;
  return (
    <div className="space-y-3">
      <div>
        <h3 className="font-medium text-slate-900">{label}</h3>
        <p className="text-sm break-words text-slate-700">{licenceLine(licence)}</p>
      </div>
      {(licence.frontFileId || licence.backFileId) && (
        <div className="flex gap-3">
          {licence.frontFileId && (
            <img
              src={`/api/files/${licence.frontFileId}`}
              alt={`Front of your ${label}`}
              className="h-20 w-32 rounded-lg border border-slate-200 object-cover"
            />
          )}
          {licence.backFileId && (
            <img
              src={`/api/files/${licence.backFileId}`}
              alt={`Back of your ${label}`}
              className="h-20 w-32 rounded-lg border border-slate-200 object-cover"
            />
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={isBusy}
          onClick={onEdit}
          aria-label={`Edit ${label}`}
        >
          Edit
        </Button>
        <Button
          type="button"
          variant="danger-ghost"
          disabled={isBusy}
          onClick={onRemove}
          aria-label={`Remove ${label}`}
        >
          Remove
        </Button>
      </div>
    </div>
  );
}
