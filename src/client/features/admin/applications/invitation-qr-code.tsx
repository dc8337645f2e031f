import { useEffect, useState } from 'react';

/** The QR code's dark modules, row by row (qrcode's BitMatrix). */
interface Modules {
  size: number;
  data: Uint8Array;
}

/** The quiet zone around the code, in modules: the 4 the QR standard asks for. */
const QUIET = 4;

/** One SVG path for the dark modules, a unit square each, offset by the quiet zone. */
function pathOf({ size, data }: Modules): string {
  let d = '';
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) if (data[y * size + x]) d += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
  return d;
}

/**
 * `text` as a QR code, drawn as SVG in the browser (decision 114). The encoder (the `qrcode`
 * package) is fetched the first time a code is shown, so the admin screens' first load does not
 * carry it. Error correction M: a printed code still scans with a crease or a smudge.
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const [drawn, setDrawn] = useState<{ text: string; modules: Modules } | 'failed' | null>(null);
  useEffect(() => {
    let isCurrent = true;
    import('qrcode').then(
      (qrcode) => {
        if (isCurrent)
          setDrawn({ text, modules: qrcode.create(text, { errorCorrectionLevel: 'M' }).modules });
      },
      () => isCurrent && setDrawn('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [text]);

  if (drawn === 'failed')
    return (
      <p role="alert" className="text-red-700">
        The QR code could not be drawn. Reload the page and try again, or copy the link.
      </p>
    );
  if (!drawn || drawn.text !== text)
    return (
      <p role="status" className="text-slate-600">
        Drawing the QR code...
      </p>
    );
  const side = drawn.modules.size + QUIET * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={pathOf(drawn.modules)} fill="#000" />
    </svg>
  );
}
