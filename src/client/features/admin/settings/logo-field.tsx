import { useId, useState } from 'react';
import { LOGO_MAX_BYTES, SETTINGS_MESSAGES } from '../../../../shared/schemas/employer-settings';

interface LogoFieldProps {
  /** The logo now stored (its URL), or null. */
  currentUrl: string | null;
  /** A data URL to upload, null to remove the logo, undefined to keep it. */
  onChange: (logo: string | null | undefined) => void;
  error?: string;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/** The company logo: a PNG, JPEG or WebP under 1 MB, re-encoded by the server (checked by content there). */
export function LogoField({ currentUrl, onChange, error }: LogoFieldProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(currentUrl);
  const [tooLarge, setTooLarge] = useState(false);
  const shown = error ?? (tooLarge ? SETTINGS_MESSAGES.logo : undefined);
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        Logo
      </label>
      <p className="text-sm text-slate-600">
        Shown in every header, email and PDF. PNG, JPEG or WebP, under 1 MB.
      </p>
      {preview && (
        <img src={preview} alt="Company logo" className="mt-2 h-12 w-auto rounded border border-slate-200" />
      )}
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        className="mt-2 block min-h-12 w-full text-base"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          setTooLarge(file.size > LOGO_MAX_BYTES);
          if (file.size > LOGO_MAX_BYTES) return;
          const dataUrl = await readAsDataUrl(file);
          setPreview(dataUrl);
          onChange(dataUrl);
        }}
      />
      {preview && (
        <button
          type="button"
          className="mt-2 min-h-11 text-sm font-medium text-brand-700 underline"
          onClick={() => {
            setPreview(null);
            onChange(null);
          }}
        >
          Remove the logo
        </button>
      )}
      {shown && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {shown}
        </p>
      )}
    </div>
  );
}
