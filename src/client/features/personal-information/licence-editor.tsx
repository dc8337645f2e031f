import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import type { LicenceAnswer, LicencePhotoAnswer } from '../../../shared/answers/licences';
import {
  LICENCE_GROUP_LABELS,
  LICENCE_KINDS,
  licenceKindOf,
  type LicenceGroup,
} from '../../../shared/licence-kinds';
import { licenceInputSchema, type LicenceInput } from '../../../shared/schemas/card-details';
import { REQUIRED_FIELDS_TOAST } from '../../../shared/schemas/fields';
import { Button } from '../../components/ui/button';
import { controlClasses, Field } from '../../components/ui/field';
import { InputField } from '../../components/ui/input-field';
import { useChoiceWords } from '../../lib/choice-words';
import { serverMessage } from '../../lib/error-message';
import { licenceInput } from '../../lib/licences';
import { translateMessage } from '../../lib/translate-message';
import { toast } from '../../lib/use-toast';
import { useConfig } from '../../lib/use-config';
import { MAX_PHOTO_BYTES } from './photo/prepare-image';
import { sendMultipart } from './send-multipart';

type Output = z.output<ReturnType<typeof licenceInputSchema>>;

const GROUPS = Object.keys(LICENCE_GROUP_LABELS) as LicenceGroup[];

const EMPTY: LicenceInput = {
  kind: '' as LicenceInput['kind'],
  number: '',
  licenceClass: '',
  issuer: '',
  issueDate: '',
  expiryDate: '',
  frontFileId: null,
  backFileId: null,
};

/** The longer side a camera photo is scaled to before it is sent, when it is over 5 MB. */
const SEND_SIDE = 1600;

/** A camera photo over the upload limit, scaled down in the browser (the server re-encodes it anyway). */
async function withinLimit(file: File): Promise<Blob> {
  if (file.size <= MAX_PHOTO_BYTES) return file;
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, SEND_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))), 'image/jpeg', 0.85),
  );
}

/**
 * One licence's fields: the kind (grouped), number, class where the kind has one, issuing state
 * or body, issue date, expiry where the kind expires, and photos of the front and back. Not a
 * form of its own (it sits inside the step's form): Save sends it, Enter in a field too.
 */
export function LicenceEditor({
  licence,
  isSaving,
  onSave,
  onCancel,
}: {
  licence?: LicenceAnswer;
  isSaving: boolean;
  onSave: (values: Output) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('wizard');
  const words = useChoiceWords();
  const { register, handleSubmit, control, setValue, setFocus, formState } = useForm<
    LicenceInput,
    unknown,
    Output
  >({
    resolver: zodResolver(licenceInputSchema()),
    defaultValues: licence ? licenceInput(licence) : EMPTY,
  });
  const errors = formState.errors;
  const kindCode = useWatch({ control, name: 'kind' });
  const kind = kindCode ? licenceKindOf(kindCode) : null;
  const [frontFileId, backFileId] = useWatch({ control, name: ['frontFileId', 'backFileId'] });
  const titleId = useId();
  // A union card (union membership, sensitive information) is asked for only when the employer
  // turns it on in settings (issue 42 item 3); one already held stays editable.
  const askUnion = useConfig()?.askUnionMembership === true;
  const offered = (k: (typeof LICENCE_KINDS)[number]) =>
    !('sensitive' in k) || askUnion || licence?.kind === k.code;

  useEffect(() => setFocus('kind'), [setFocus]);

  const save = () =>
    void handleSubmit(onSave, () =>
      toast({
        title: translateMessage(REQUIRED_FIELDS_TOAST.title),
        description: translateMessage(REQUIRED_FIELDS_TOAST.description),
        variant: 'destructive',
      }),
    )();

  // Enter in a field saves this licence, not the whole step.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type !== 'file') {
      event.preventDefault();
      save();
    }
  };

  return (
    <fieldset aria-labelledby={titleId} className="min-w-0 space-y-4" onKeyDown={onKeyDown}>
      <legend id={titleId} className="font-semibold text-slate-900">
        {licence ? t('cards.editLabel', { licence: words.licenceKind(licence.kind) }) : t('cards.add')}
      </legend>
      <Field label={t('licence.kind')} isRequired error={errors.kind?.message}>
        {(controlProps) => (
          <select {...controlProps} {...register('kind')}>
            <option value="">{t('licence.selectKind')}</option>
            {GROUPS.map((group) => (
              <optgroup key={group} label={words.licenceGroup(group)}>
                {LICENCE_KINDS.filter((k) => k.group === group && offered(k)).map((k) => (
                  <option key={k.code} value={k.code}>
                    {words.licenceKind(k.code)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      {kind?.sensitive && (
        <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {t('licence.unionPurpose')}
        </p>
      )}
      <InputField
        label={t('licence.number')}
        isRequired
        autoComplete="off"
        error={errors.number?.message}
        {...register('number')}
      />
      {kind?.withClass && (
        <InputField
          label={t('licence.class')}
          isRequired
          hint={t('licence.classHint')}
          autoComplete="off"
          error={errors.licenceClass?.message}
          {...register('licenceClass')}
        />
      )}
      <InputField
        label={t('licence.issuer')}
        hint={t('licence.issuerHint')}
        autoComplete="off"
        error={errors.issuer?.message}
        {...register('issuer')}
      />
      <InputField
        label={t('licence.issueDate')}
        type="date"
        error={errors.issueDate?.message}
        {...register('issueDate')}
      />
      {kind?.expires && (
        <InputField
          label={t('licence.expiryDate')}
          isRequired
          type="date"
          error={errors.expiryDate?.message}
          {...register('expiryDate')}
        />
      )}
      <PhotoInput
        label={t('licence.front')}
        fileId={frontFileId ?? null}
        onUploaded={(id) => setValue('frontFileId', id, { shouldDirty: true })}
      />
      <PhotoInput
        label={t('licence.back')}
        fileId={backFileId ?? null}
        onUploaded={(id) => setValue('backFileId', id, { shouldDirty: true })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={save} disabled={isSaving}>
          {isSaving ? t('layout.saving') : t('licence.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSaving}>
          {t('licence.cancel')}
        </Button>
      </div>
    </fieldset>
  );
}

/** A photo taken with the phone's camera (or chosen), sent at once and shown small. */
function PhotoInput({
  label,
  fileId,
  onUploaded,
}: {
  label: string;
  fileId: string | null;
  onUploaded: (fileId: string) => void;
}) {
  const { t } = useTranslation('wizard');
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<string>();
  const upload = async (file: File) => {
    setIsUploading(true);
    setError(undefined);
    try {
      const body = new FormData();
      body.append('photo', await withinLimit(file), file.name || 'photo.jpg');
      const answer = await sendMultipart<LicencePhotoAnswer>('POST', '/api/me/licence-photos', body);
      onUploaded(answer.fileId);
    } catch (err) {
      setError(serverMessage(err, t('licence.photoFailed')));
    } finally {
      setIsUploading(false);
    }
  };
  return (
    <Field label={label} hint={isUploading ? t('licence.sendingPhoto') : undefined} error={error}>
      {(controlProps) => (
        <div className="space-y-2">
          {fileId && (
            <img
              src={`/api/files/${fileId}`}
              alt={t('licence.photoSent', { photo: label })}
              className="h-24 w-36 rounded-lg border border-slate-200 object-cover"
            />
          )}
          <input
            {...controlProps}
            className={controlClasses(!!error, 'py-2.5 text-sm')}
            type="file"
            accept="image/*"
            capture="environment"
            disabled={isUploading}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void upload(file);
            }}
          />
        </div>
      )}
    </Field>
  );
}
