import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LicenceAnswer } from '../../../shared/answers/licences';
import {
  cardDetailsSchema,
  FINISH_LICENCE_FIRST,
  type CardDetails,
} from '../../../shared/schemas/card-details';
import { Button } from '../../components/ui/button';
import { useChoiceWords } from '../../lib/choice-words';
import { licenceInput, MY_LICENCES_KEY, saveMyLicences, useMyLicences } from '../../lib/licences';
import { serverMessage } from '../../lib/error-message';
import { translateMessage } from '../../lib/translate-message';
import { toast } from '../../lib/use-toast';
import { toFormValues, type FormValuesOf } from './form-values';
import { LicenceEditor } from './licence-editor';
import { useLicenceLine } from './licence-line';
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
  const { t } = useTranslation('wizard');
  const words = useChoiceWords();
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
        title: t('toasts.saveFailed'),
        description: translateMessage(serverMessage(error, t('cards.saveFailed'))),
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
      toast({
        title: t('cards.removedTitle'),
        description: t('cards.removed', { licence: words.licenceKind(licence.kind) }),
      });
      focusAdd();
    }
  };

  return (
    <WizardLayout stepId="card-details" onSubmit={onSubmit} isBusy={isSaving} isLoading={isPending}>
      <section aria-labelledby="licences-heading" className="space-y-4">
        <h2 id="licences-heading" className="text-lg font-semibold text-slate-900">
          {t('cards.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('cards.intro')}</p>
        {list.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
            {t('cards.none')}
          </p>
        ) : (
          <ul aria-label={t('cards.list')} className="space-y-3">
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
            {t('cards.add')}
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
  const { t } = useTranslation('wizard');
  const label = useChoiceWords().licenceKind(licence.kind);
  const line = useLicenceLine();
  return (
    <div className="space-y-3">
      <div>
        <h3 className="font-medium text-slate-900">{label}</h3>
        <p className="text-sm break-words text-slate-700">{line(licence)}</p>
      </div>
      {(licence.frontFileId || licence.backFileId) && (
        <div className="flex gap-3">
          {licence.frontFileId && (
            <img
              src={`/api/files/${licence.frontFileId}`}
              alt={t('cards.frontOf', { licence: label })}
              className="h-20 w-32 rounded-lg border border-slate-200 object-cover"
            />
          )}
          {licence.backFileId && (
            <img
              src={`/api/files/${licence.backFileId}`}
              alt={t('cards.backOf', { licence: label })}
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
          aria-label={t('cards.editLabel', { licence: label })}
        >
          {t('cards.edit')}
        </Button>
        <Button
          type="button"
          variant="danger-ghost"
          disabled={isBusy}
          onClick={onRemove}
          aria-label={t('cards.removeLabel', { licence: label })}
        >
          {t('cards.remove')}
        </Button>
      </div>
    </div>
  );
}
