import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  CROP_ASPECTS,
  cropRatio,
  moveCrop,
  resizeCrop,
  typedCrop,
  withAspect,
  type CropAspectKey,
  type CropRect,
  type ImageSize,
} from '../../../contracts/imageCrop';
import styles from './CropBox.module.scss';

export interface CropBoxProps {
  /** The picture (an object URL of the chosen file), drawn upright by the browser. */
  src: string;
  alt: string;
  /** The upright picture's size in pixels: the crop is in these. */
  size: ImageSize;
  crop: CropRect;
  aspect: CropAspectKey;
  /** The shapes offered (a wedding party photo offers only the square). */
  aspects?: readonly CropAspectKey[];
  onChange: (crop: CropRect) => void;
  onAspectChange: (aspect: CropAspectKey, crop: CropRect) => void;
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * A crop box over a picture: drag the box to move it and its corner to resize it (mouse, touch or
 * pen), or focus either and use the arrow keys (Shift for bigger steps), or type the four numbers.
 * The shape is free or one of the fixed ratios. Presentational: the crop is the caller's.
 */
export function CropBox({
  src,
  alt,
  size,
  crop,
  aspect,
  aspects = CROP_ASPECTS.map((a) => a.key),
  onChange,
  onAspectChange,
}: CropBoxProps) {
  const id = useId();
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ mode: 'move' | 'resize'; x: number; y: number; start: CropRect; scale: number } | null>(null);
  const ratio = cropRatio(aspect);
  const step = (big: boolean) => Math.max(1, Math.round((Math.max(size.width, size.height) * (big ? 10 : 1)) / 100));

  const keys = (mode: 'move' | 'resize') => (event: KeyboardEvent) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const n = step(event.shiftKey);
    const [dx, dy] = [arrow[0] * n, arrow[1] * n];
    onChange(mode === 'move' ? moveCrop(crop, dx, dy, size) : resizeCrop(crop, dx, dy, ratio, size));
  };
  const pointerDown = (mode: 'move' | 'resize') => (event: PointerEvent<HTMLButtonElement>) => {
    const rect = stage.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { mode, x: event.clientX, y: event.clientY, start: crop, scale: size.width / rect.width };
  };
  const pointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = Math.round((event.clientX - d.x) * d.scale);
    const dy = Math.round((event.clientY - d.y) * d.scale);
    onChange(d.mode === 'move' ? moveCrop(d.start, dx, dy, size) : resizeCrop(d.start, dx, dy, ratio, size));
  };
  const pointerUp = () => {
    drag.current = null;
  };
  const pct = (v: number, of: number) => `${(v / of) * 100}%`;
  const hint = `${id}-hint`;
  const pointer = {
    onPointerMove: pointerMove,
    onPointerUp: pointerUp,
    onPointerCancel: pointerUp,
  };

  return (
    <div className={styles.cropper}>
      {aspects.length > 1 && (
        <fieldset className={styles.aspects}>
          <legend className={styles.legend}>Shape</legend>
          {CROP_ASPECTS.filter((a) => aspects.includes(a.key)).map((a) => (
            <label key={a.key} className={styles.aspect}>
              <input
                type="radio"
                name={`${id}-aspect`}
                checked={aspect === a.key}
                onChange={() => onAspectChange(a.key, withAspect(crop, a.ratio, size))}
              />
              {a.label}
            </label>
          ))}
        </fieldset>
      )}
      {/* As wide as fits, and never taller than most of the screen (the crop is drawn in percentages of it). */}
      <div ref={stage} className={styles.stage} style={{ width: `min(100%, calc(60vh * ${size.width / size.height}))` }}>
        <img className={styles.image} src={src} alt={alt} width={size.width} height={size.height} draggable={false} />
        <div
          className={styles.box}
          style={{
            left: pct(crop.x, size.width),
            top: pct(crop.y, size.height),
            width: pct(crop.width, size.width),
            height: pct(crop.height, size.height),
          }}
        >
          <button
            type="button"
            className={styles.move}
            aria-label={`Move the crop (now ${crop.x}, ${crop.y})`}
            aria-describedby={hint}
            onKeyDown={keys('move')}
            onPointerDown={pointerDown('move')}
            {...pointer}
          />
          <button
            type="button"
            className={styles.handle}
            aria-label={`Resize the crop (now ${crop.width} × ${crop.height})`}
            aria-describedby={hint}
            onKeyDown={keys('resize')}
            onPointerDown={pointerDown('resize')}
            {...pointer}
          />
        </div>
      </div>
      <p id={hint} className={styles.hint}>
        Drag the box to move it and its corner to resize it, or focus either and use the arrow keys (Shift moves further). Or type the
        numbers, in pixels of the photo ({size.width} × {size.height}).
      </p>
      <fieldset className={styles.numbers}>
        <legend className={styles.legend}>Crop in pixels</legend>
        <NumberField label="From the left" value={crop.x} onCommit={(x) => onChange(typedCrop({ ...crop, x }, ratio, size))} />
        <NumberField label="From the top" value={crop.y} onCommit={(y) => onChange(typedCrop({ ...crop, y }, ratio, size))} />
        <NumberField label="Width" value={crop.width} onCommit={(width) => onChange(typedCrop({ ...crop, width }, ratio, size))} />
        <NumberField
          label="Height"
          value={crop.height}
          onCommit={(height) =>
            onChange(typedCrop(ratio === null ? { ...crop, height } : { ...crop, width: Math.round(height * ratio) }, ratio, size))
          }
        />
      </fieldset>
    </div>
  );
}

/** A number typed freely, applied (and corrected to fit) when the field is left or Enter is pressed. */
function NumberField({ label, value, onCommit }: { label: string; value: number; onCommit: (value: number) => void }) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const n = Number.parseInt(text, 10);
    if (Number.isNaN(n)) setText(String(value));
    else if (n !== value) onCommit(Math.max(0, n));
  };
  return (
    <div className={styles.number}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
    </div>
  );
}
