import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { InputField } from '../../components/ui/input-field';
import { SelectField } from '../../components/ui/select-field';
import {
  basicInfoSchema,
  GENDERS,
  PROFILE_PHOTO_REQUIRED,
  type BasicInfo,
} from '../../../shared/schemas/basic-info';
import type { VerifyCodeAnswer } from '../../../shared/answers/drafts';
import type { InvitationPrefill } from '../../../shared/answers/applications';
import { formatAuMobile } from '../../../shared/validators/mobile';
import { fetchPendingCode, type SentCode } from '../../lib/use-send-code';
import { EMAIL_PROVEN_CHANNEL, getJson, noteTypedStep } from '../../lib/api-client';
import type { MeStatus } from '../../../shared/me-status';
import { photoToast, uploadFailure } from './photo/photo-toasts';
import { enqueue } from '../../lib/draft-autosave';
import { toast } from '../../lib/use-toast';
import { scrollToTopSoon, STEP_NAV } from './step-nav';
import { toFormValues, type FormValuesOf } from './form-values';
import { PhotoField } from './photo/photo-field';
import { uploadDraftPhoto } from './photo/upload-photo';
import { usePendingPhoto } from './photo/use-pending-photo';
import { DRAFT_PHOTO_KEY } from '../../lib/use-draft-photo';
import { useChoiceWords } from '../../lib/choice-words';
import { useStepForm } from './use-step-form';
import type { StepContext } from './use-step-source';
import { WizardLayout } from './wizard-layout';

type Values = FormValuesOf<BasicInfo>;

const DEFAULTS: Values = { fullName: '', email: '', mobile: '', gender: '', dateOfBirth: '' };

const EmailProofDialog = lazy(() =>
  import('../../components/email-proof/email-proof-dialog').then((m) => ({ default: m.EmailProofDialog })),
);

/** HR's details of an invited hire (issue 25) start the form; what the hire saved wins. */
function defaultsFrom(prefill: InvitationPrefill | null | undefined): Values {
  if (!prefill) return DEFAULTS;
  return {
    ...DEFAULTS,
    fullName: prefill.fullName,
    email: prefill.email,
    mobile: prefill.mobile ? formatAuMobile(prefill.mobile) : '',
  };
}

export function BasicInfoForm({
  context,
  prefill,
}: {
  context: StepContext;
  /** An invited hire's details from HR (GET /api/me/invitation). */
  prefill?: InvitationPrefill | null;
}) {
  const { t } = useTranslation('wizard');
  const words = useChoiceWords();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const photo = usePendingPhoto();
  const photoButtonRef = useRef<HTMLButtonElement>(null);
  const [isPhotoChecked, setIsPhotoChecked] = useState(false);
  /** The email whose code is being asked for: nothing is stored under it until it is proven. */
  const [provingEmail, setProvingEmail] = useState<string | null>(null);
  const [lastCode, setLastCode] = useState<SentCode | null>(null);
  const savedPhotoUrl = context.draftPhotoUrl ?? context.member?.profilePhotoPath ?? null;
  const hasPhoto = !!photo.pending || !!savedPhotoUrl;

  const uploaded = useRef<Blob | null>(null);
  // The photo is saved as soon as it is cropped (to this session alone until the email is
  // proven), in the autosave queue so a first visit makes one session; Next tries again if needed.
  const uploadPhoto = async (blob: Blob | undefined) => {
    if (!blob || uploaded.current === blob) return true;
    try {
      const saved = await enqueue(() => uploadDraftPhoto(blob));
      uploaded.current = blob;
      queryClient.setQueryData(DRAFT_PHOTO_KEY, saved);
      return true;
    } catch (error) {
      toast(photoToast(uploadFailure(error)));
      return false;
    }
  };
  const onCropped = (blob: Blob) => {
    photo.setBlob(blob);
    void uploadPhoto(blob);
  };

  const { form, onSubmit, isSaving } = useStepForm<Values, BasicInfo>({
    stepId: 'basic-info',
    context,
    schema: basicInfoSchema(),
    defaultValues: toFormValues(defaultsFrom(prefill), context.source),
    checkExtra: () => {
      setIsPhotoChecked(true);
      return hasPhoto;
    },
    focusExtra: () => photoButtonRef.current?.focus(),
    hasOtherChanges: !!photo.pending,
    afterSave: async (answer, values) => {
      if (!(await uploadPhoto(photo.pending?.blob))) return false;
      if (answer.proven) return true;
      setProvingEmail(values.email);
      return false;
    },
  });
  const { register, formState } = form;
  const errors = formState.errors;

  // Issue 23: the tab reloaded while the new hire read the email (a phone frees a tab's memory
  // when the mail app opens). The code sent for the email on this form is still good: its box
  // opens again. Basic info is on screen beneath it, so it is carried to the email as after Next.
  const formEmail = form.getValues('email');
  useEffect(() => {
    if (!formEmail || context.status.email === formEmail.trim().toLowerCase()) return;
    let isCurrent = true;
    void fetchPendingCode()
      .catch(() => null)
      .then((pending) => {
        if (!isCurrent || pending?.email !== formEmail.trim().toLowerCase()) return;
        noteTypedStep('basic-info');
        setLastCode(pending);
        setProvingEmail(pending.email);
      });
    return () => {
      isCurrent = false;
    };
    // Once, when the form has its saved values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onProven = (answer: VerifyCodeAnswer) => {
    setProvingEmail(null);
    if (answer.hasApplication) {
      toast({ title: t('basicInfo.welcomeBack'), description: t('basicInfo.applicationLoaded') });
      navigate('/');
      return;
    }
    navigate(STEP_NAV['basic-info'].next);
    scrollToTopSoon();
  };

  // The email's link, tapped in another tab of this browser, proved the email meanwhile: that
  // tab says so (a BroadcastChannel), or this one checks when shown again, and the dialog gives
  // way as if the code had been entered.
  useEffect(() => {
    if (provingEmail === null) return;
    const onBack = () => {
      if (document.visibilityState !== 'visible') return;
      void getJson<MeStatus>('/api/me/status').then(
        (status) => {
          if (status.email !== provingEmail) return;
          void queryClient.invalidateQueries();
          onProven({ verified: true, email: status.email, hasApplication: !!status.memberId, moved: false });
        },
        () => undefined,
      );
    };
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(EMAIL_PROVEN_CHANNEL);
    channel?.addEventListener('message', onBack);
    document.addEventListener('visibilitychange', onBack);
    window.addEventListener('focus', onBack);
    return () => {
      channel?.close();
      document.removeEventListener('visibilitychange', onBack);
      window.removeEventListener('focus', onBack);
    };
    // onProven reads only the router and the state setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provingEmail, queryClient]);

  return (
    <>
      <WizardLayout stepId="basic-info" onSubmit={onSubmit} isBusy={isSaving}>
        <PhotoField
          previewUrl={photo.pending?.url ?? savedPhotoUrl}
          error={isPhotoChecked && !hasPhoto ? PROFILE_PHOTO_REQUIRED : undefined}
          onCropped={onCropped}
          buttonRef={photoButtonRef}
        />
        <InputField
          label={t('basicInfo.fullName')}
          isRequired
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <InputField
          label={t('basicInfo.email')}
          isRequired
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <InputField
          label={t('basicInfo.mobile')}
          isRequired
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0412 345 678"
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        <SelectField
          label={t('basicInfo.gender')}
          isRequired
          placeholder={t('basicInfo.selectGender')}
          options={GENDERS.map((gender) => ({ value: gender, label: words.gender(gender) }))}
          error={errors.gender?.message}
          {...register('gender')}
        />
        <InputField
          label={t('basicInfo.dateOfBirth')}
          isRequired
          type="date"
          autoComplete="bday"
          error={errors.dateOfBirth?.message}
          {...register('dateOfBirth')}
        />
      </WizardLayout>
      {provingEmail !== null && (
        <Suspense fallback={null}>
          <EmailProofDialog
            email={provingEmail}
            previous={lastCode}
            onSent={setLastCode}
            onProven={onProven}
            onClose={() => setProvingEmail(null)}
            onChangeEmail={() => {
              setProvingEmail(null);
              form.setFocus('email');
            }}
          />
        </Suspense>
      )}
    </>
  );
}
