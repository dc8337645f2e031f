import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { InputField } from '../../components/ui/input-field';
import { SelectField } from '../../components/ui/select-field';
import {
  basicInfoSchema,
  GENDERS,
  PROFILE_PHOTO_REQUIRED,
  type BasicInfo,
} from '../../../shared/schemas/basic-info';
import { serverMessage } from '../../lib/error-message';
import { uploadFailureToast } from './photo/photo-toasts';
import { toast } from '../../lib/use-toast';
import { EmailConflictNotice, type EmailConflict } from './email-conflict';
import { toFormValues, type FormValuesOf } from './form-values';
import { PhotoField } from './photo/photo-field';
import { uploadDraftPhoto } from './photo/upload-photo';
import { usePendingPhoto } from './photo/use-pending-photo';
import { DRAFT_PHOTO_KEY } from './use-draft-photo';
import { useStepForm } from './use-step-form';
import type { StepContext } from './use-step-source';
import { WizardLayout } from './wizard-layout';

type Values = FormValuesOf<BasicInfo>;

const DEFAULTS: Values = { fullName: '', email: '', mobile: '', gender: '', dateOfBirth: '' };

interface BasicInfoFormProps {
  context: StepContext;
  /** The email belongs to another application: start the email-code flow for it. */
  onRequestCode: (email: string) => void;
}

export function BasicInfoForm({ context, onRequestCode }: BasicInfoFormProps) {
  const queryClient = useQueryClient();
  const photo = usePendingPhoto();
  const photoButtonRef = useRef<HTMLButtonElement>(null);
  const [isPhotoChecked, setIsPhotoChecked] = useState(false);
  const [conflict, setConflict] = useState<EmailConflict | null>(null);
  const savedPhotoUrl = context.draftPhotoUrl ?? context.member?.profilePhotoPath ?? null;
  const hasPhoto = !!photo.pending || !!savedPhotoUrl;

  // The draft is saved first (it binds this session to the email); the photo needs that binding.
  const uploadPhoto = async () => {
    setConflict(null);
    if (!photo.pending) return true;
    try {
      queryClient.setQueryData(DRAFT_PHOTO_KEY, await uploadDraftPhoto(photo.pending.blob));
      return true;
    } catch (error) {
      toast(uploadFailureToast(error));
      return false;
    }
  };

  const { form, onSubmit, isSaving } = useStepForm<Values, BasicInfo>({
    stepId: 'basic-info',
    context,
    schema: basicInfoSchema,
    defaultValues: toFormValues(DEFAULTS, context.source),
    checkExtra: () => {
      setIsPhotoChecked(true);
      return hasPhoto;
    },
    focusExtra: () => photoButtonRef.current?.focus(),
    hasOtherChanges: !!photo.pending,
    afterSave: uploadPhoto,
    onConflict: (error, values) =>
      setConflict({
        email: values.email,
        message: serverMessage(error, 'This email cannot be used. Please check it and try again.'),
        canResume: error.body?.error === 'email_in_use',
      }),
  });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const email = useWatch({ control, name: 'email' });
  const shownConflict = conflict && conflict.email === email.trim().toLowerCase() ? conflict : null;

  return (
    <WizardLayout stepId="basic-info" onSubmit={onSubmit} isBusy={isSaving}>
      <PhotoField
        previewUrl={photo.pending?.url ?? savedPhotoUrl}
        error={isPhotoChecked && !hasPhoto ? PROFILE_PHOTO_REQUIRED : undefined}
        onCropped={photo.setBlob}
        buttonRef={photoButtonRef}
      />
      <InputField
        label="Full Name"
        isRequired
        autoComplete="name"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <InputField
        label="Email Address"
        isRequired
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      {shownConflict && <EmailConflictNotice conflict={shownConflict} onRequestCode={onRequestCode} />}
      <InputField
        label="Mobile Number"
        isRequired
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0412 345 678"
        error={errors.mobile?.message}
        {...register('mobile')}
      />
      <SelectField
        label="Gender"
        isRequired
        placeholder="Select gender"
        options={GENDERS}
        error={errors.gender?.message}
        {...register('gender')}
      />
      <InputField
        label="Date of Birth"
        isRequired
        type="date"
        autoComplete="bday"
        error={errors.dateOfBirth?.message}
        {...register('dateOfBirth')}
      />
    </WizardLayout>
  );
}
