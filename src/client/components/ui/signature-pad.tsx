import SignaturePadLib, { type PointGroup } from 'signature_pad';
import { useEffect, useId, useRef } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

interface SignaturePadProps {
  /** The visible label above the pad, e.g. 'Initial *'. */
  label: string;
  /** The canvas's accessible name. */
  padLabel?: string;
  /** Called with a PNG data URL after each stroke, and with null once cleared. */
  onChange: (dataUrl: string | null) => void;
  /** The canvas's own pixel size; on screen it is 100% wide, up to `width` CSS pixels. */
  width?: number;
  height?: number;
  hasError?: boolean;
  describedBy?: string;
}

type Size = { width: number; height: number };

/** Scales stroke points recorded at one on-screen size to another. */
function rescale(groups: PointGroup[], from: Size, to: Size): PointGroup[] {
  const rx = to.width / from.width;
  const ry = to.height / from.height;
  return groups.map((group) => ({
    ...group,
    points: group.points.map((point) => ({ ...point, x: point.x * rx, y: point.y * ry })),
  }));
}

/**
 * A drawn initial (signature_pad): a 2 px black pen on white, exported as PNG. signature_pad
 * records points in CSS pixels, so while the canvas is shown narrower than its pixel size the
 * context is scaled to match; strokes then land under the finger at any width.
 */
export function SignaturePad({
  label,
  padLabel = 'Initial pad',
  onChange,
  width = 400,
  height = 200,
  hasError,
  describedBy,
}: SignaturePadProps) {
  const labelId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLib | null>(null);
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePadLib(canvas, {
      minWidth: 2,
      maxWidth: 2,
      penColor: '#000',
      backgroundColor: '#fff',
    });
    let shown: Size | null = null;

    const fit = () => {
      const rect = canvas.getBoundingClientRect();
      if (!rect.width || !rect.height) return;
      const next = { width: rect.width, height: rect.height };
      const strokes = shown ? rescale(pad.toData(), shown, next) : pad.toData();
      canvas
        .getContext('2d')
        ?.setTransform(canvas.width / next.width, 0, 0, canvas.height / next.height, 0, 0);
      pad.fromData(strokes);
      shown = next;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);

    const onEndStroke = () => onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', onEndStroke);
    padRef.current = pad;
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', onEndStroke);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChangeRef.current(null);
  };

  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <span id={labelId} className="text-sm font-medium text-slate-800">
          {label}
        </span>
        <Button variant="ghost" onClick={clear}>
          Clear
        </Button>
      </div>
      <canvas
        ref={canvasRef}
        width={width}
        height={height}
        role="img"
        aria-label={padLabel}
        aria-describedby={describedBy}
        aria-invalid={hasError || undefined}
        style={{ maxWidth: width }}
        className={cn(
          'mt-1.5 block h-auto w-full cursor-crosshair touch-none rounded-xl border-2 border-dashed bg-white',
          hasError ? 'border-red-600' : 'border-slate-300',
        )}
      />
    </div>
  );
}
