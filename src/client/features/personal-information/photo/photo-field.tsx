import { lazy, Suspense, useId, useRef, useState, type DragEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import '../../../components/ui/field-error.css';
import { cn } from '../../../lib/cn';
import { useTranslateMessage } from '../../../lib/translate-message';
import { toast } from '../../../lib/use-toast';
import { photoToast } from './photo-toasts';
import { prepareImage } from './prepare-image';

// react-image-crop arrives only when a photo has been chosen.
const CropDialog = lazy(() => import('./crop-dialog').then((m) => ({ default: m.CropDialog })));

const ACCEPT = 'image/jpeg,image/png,image/heic,image/heif';

interface PhotoFieldProps {
  previewUrl: string | null;
  error?: string;
  onCropped: (blob: Blob) => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

function Silhouette() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-12 text-slate-400" fill="currentColor">
      <circle cx="12" cy="8.5" r="4" />
      <path d="M4 20.5c0-4.2 3.6-6.5 8-6.5s8 2.3 8 6.5z" />
    </svg>
  );
}

/**
 * 'Profile photo *': a drop zone with a real button (keyboard and screen readers) over a hidden
 * file input. A chosen file is checked, then cropped in 'Crop Your Headshot'.
 */
export function PhotoField({ previewUrl, error, onCropped, buttonRef }: PhotoFieldProps) {
  const { t } = useTranslation('wizard');
  const translate = useTranslateMessage();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [cropSource, setCropSource] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const resetInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  const takeFile = async (file: File | undefined) => {
    if (!file) return;
    const prepared = await prepareImage(file);
    if ('problem' in prepared) {
      toast(photoToast(prepared.problem));
      resetInput();
      return;
    }
    setCropSource(prepared.src);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    void takeFile(event.dataTransfer.files[0]);
  };

  const closeCrop = () => {
    setCropSource(null);
    resetInput();
  };

  return (
    // data-toast-clear: 'Photo cropped' keeps the preview in sight (the toaster scrolls it clear).
    <div data-toast-clear="">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium text-slate-800">
        {t('photo.label')} *
      </label>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={cn(
          'mt-1.5 flex items-center gap-4 rounded-2xl border-2 border-dashed p-4 transition-colors',
          isDragging
            ? 'border-brand-500 bg-brand-50'
            : error
              ? 'field-error-pulse border-red-600'
              : 'border-slate-300',
        )}
      >
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100 ring-2 ring-white">
          {previewUrl ? (
            <img src={previewUrl} alt={t('photo.preview')} className="size-full object-cover" />
          ) : (
            <Silhouette />
          )}
        </div>
        <div className="min-w-0">
          <Button
            ref={buttonRef}
            variant="outline"
            onClick={() => inputRef.current?.click()}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
          >
            {previewUrl ? t('photo.change') : t('photo.upload')}
          </Button>
          <p id={hintId} className="mt-1.5 text-sm text-slate-500">
            {t('photo.hint')}
          </p>
        </div>
      </div>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="file"
        accept={ACCEPT}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => void takeFile(event.target.files?.[0])}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {translate(error)}
        </p>
      )}
      {cropSource && (
        <Suspense fallback={null}>
          <CropDialog
            src={cropSource}
            onCancel={closeCrop}
            onCropped={(blob) => {
              closeCrop();
              toast(photoToast('cropped'));
              onCropped(blob);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
