import type SignaturePadLib from 'signature_pad';
import type { PointGroup } from 'signature_pad';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { TextField } from './text-field';

interface SignaturePadProps {
  /** The visible label above the pad, e.g. 'Initial *'. */
  label: string;
  /** The canvas's accessible name; 'Initial pad' in the hire's language when not given. */
  padLabel?: string;
  /** Called with a PNG data URL after each stroke or typed change, and with null once cleared. */
  onChange: (dataUrl: string | null) => void;
  /** The canvas's own pixel size; on screen it is 100% wide, up to `width` CSS pixels. */
  width?: number;
  height?: number;
  hasError?: boolean;
  describedBy?: string;
  /** An initial drawn earlier (a saved draft), shown until cleared; new strokes go on top. */
  initialValue?: string | null;
  /**
   * The least height on screen (CSS px): on a narrow phone a wide pad would be too low to sign
   * in. The canvas's pixel height then follows the shape shown, so nothing is stretched.
   */
  minHeight?: number;
}

type Size = { width: number; height: number };

const TYPED_MAX_LENGTH = 4;
// Handwriting faces that ship with Windows and macOS; elsewhere the generic cursive stands in.
const TYPED_FONT_FAMILY = '"Segoe Script", "Brush Script MT", cursive';

/** Paints typed initials, centred, black on white, in the canvas's own pixels at any CSS size. */
function paintInitials(canvas: HTMLCanvasElement, text: string) {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  // 72px on the default 200 px tall pad.
  context.font = `italic ${Math.round(canvas.height * 0.36)}px ${TYPED_FONT_FAMILY}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, canvas.width / 2, canvas.height / 2, canvas.width * 0.9);
  context.restore();
}

/** Scales stroke points recorded at one on-screen size to another. */
function rescale(groups: PointGroup[], from: Size, to: Size): PointGroup[] {
  const rx = to.width / from.width;
  const ry = to.height / from.height;
  return groups.map((group) => ({
    ...group,
    points: group.points.map((point) => ({ ...point, x: point.x * rx, y: point.y * ry })),
  }));
}

type PadRefs = {
  /** The pixel width and least pixel height the caller asked for. */
  size: Size;
  typedRef: RefObject<string>;
  onChangeRef: RefObject<(dataUrl: string | null) => void>;
  padRef: RefObject<SignaturePadLib | null>;
  isTypingRef: RefObject<boolean>;
  restoredRef: RefObject<string | null>;
};

/** Draws on the canvas with signature_pad; returns the detach. */
function attachPad(Lib: typeof SignaturePadLib, canvas: HTMLCanvasElement, refs: PadRefs) {
  const { size, typedRef, onChangeRef, padRef, isTypingRef, restoredRef } = refs;
  const pad = new Lib(canvas, {
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
    // Shown taller than its shape (minHeight): as many pixels high as wide, in proportion.
    const pixelHeight = Math.max(size.height, Math.round((size.width * next.height) / next.width));
    if (canvas.height !== pixelHeight) canvas.height = pixelHeight;
    canvas.getContext('2d')?.setTransform(canvas.width / next.width, 0, 0, canvas.height / next.height, 0, 0);
    shown = next;
    const restored = restoredRef.current;
    if (restored) {
      // The earlier initial as an image, at the pad's shown size, then any strokes since.
      pad.clear();
      void pad.fromDataURL(restored, next).then(() => pad.fromData(strokes, { clear: false }));
      return;
    }
    pad.fromData(strokes);
    // fromData clears the canvas, typed initials included.
    if (typedRef.current) paintInitials(canvas, typedRef.current);
  };
  fit();
  const observer = new ResizeObserver(fit);
  observer.observe(canvas);

  const onEndStroke = () => onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
  pad.addEventListener('endStroke', onEndStroke);
  padRef.current = pad;
  // Typing was chosen before the library arrived.
  if (isTypingRef.current) pad.off();
  return () => {
    observer.disconnect();
    pad.removeEventListener('endStroke', onEndStroke);
    pad.off();
    padRef.current = null;
  };
}

/**
 * A drawn initial (signature_pad): a 2 px black pen on white, exported as PNG. signature_pad
 * records points in CSS pixels, so while the canvas is shown narrower than its pixel size the
 * context is scaled to match; strokes then land under the finger at any width. Someone who cannot
 * draw (keyboard, switch) can type initials instead; they are painted onto the same canvas, so the
 * caller gets the same kind of PNG either way.
 */
export function SignaturePad({
  label,
  padLabel,
  onChange,
  width = 400,
  height = 200,
  hasError,
  describedBy,
  initialValue = null,
  minHeight,
}: SignaturePadProps) {
  const { t } = useTranslation('signature');
  const labelId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // The pixel size the pad starts with (a pad is not resized by its caller).
  const sizeRef = useRef<Size>({ width, height });
  const padRef = useRef<SignaturePadLib | null>(null);
  const onChangeRef = useRef(onChange);
  const typedRef = useRef('');
  const restoredRef = useRef(initialValue);
  const typedInputRef = useRef<HTMLInputElement>(null);
  const [isTyping, setIsTyping] = useState(false);
  const isTypingRef = useRef(false);
  const [typed, setTyped] = useState('');

  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // The drawing library is fetched when a pad is shown, not with the screen's first paint.
    let cleanup: (() => void) | undefined;
    let unmounted = false;
    void import('signature_pad').then(({ default: Pad }) => {
      if (!unmounted)
        cleanup = attachPad(Pad, canvas, {
          size: sizeRef.current,
          typedRef,
          onChangeRef,
          padRef,
          isTypingRef,
          restoredRef,
        });
    });
    return () => {
      unmounted = true;
      cleanup?.();
    };
  }, []);

  useEffect(() => {
    if (isTyping) typedInputRef.current?.focus();
  }, [isTyping]);

  const showTyped = (text: string) => {
    setTyped(text);
    const initials = text.trim();
    typedRef.current = initials;
    restoredRef.current = null;
    const canvas = canvasRef.current;
    padRef.current?.clear();
    if (canvas && initials) {
      paintInitials(canvas, initials);
      onChangeRef.current(canvas.toDataURL('image/png'));
    } else {
      onChangeRef.current(null);
    }
  };

  const clear = () => showTyped('');

  // Typing replaces drawing (and back), so strokes and letters never mix on one canvas.
  const toggleTyping = () => {
    clear();
    if (isTyping) padRef.current?.on();
    else padRef.current?.off();
    isTypingRef.current = !isTyping;
    setIsTyping(!isTyping);
  };

  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <span id={labelId} className="text-sm font-medium text-slate-800">
          {label}
        </span>
        <Button variant="ghost" onClick={clear}>
          {t('pad.clear')}
        </Button>
      </div>
      <canvas
        ref={canvasRef}
        width={width}
        height={height}
        role="img"
        aria-label={padLabel ?? t('pad.padLabel')}
        aria-describedby={describedBy}
        aria-invalid={hasError || undefined}
        // The shape is the asked size's, whatever the pixel height becomes (minHeight).
        style={{ maxWidth: width, aspectRatio: `${width} / ${height}`, minHeight }}
        className={cn(
          'mt-1.5 block h-auto w-full touch-none rounded-xl border-2 border-dashed bg-white',
          isTyping ? 'cursor-default' : 'cursor-crosshair',
          hasError ? 'border-red-600' : 'border-slate-300',
        )}
      />
      <Button variant="link" className="mt-1" onClick={toggleTyping}>
        {isTyping ? t('pad.drawInstead') : t('pad.typeInstead')}
      </Button>
      {isTyping && (
        <TextField
          ref={typedInputRef}
          label={t('pad.typeLabel')}
          className="mt-1"
          value={typed}
          onChange={(event) => showTyped(event.target.value)}
          maxLength={TYPED_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={describedBy}
          aria-invalid={hasError || undefined}
        />
      )}
    </div>
  );
}
