import ImagePlus from 'lucide-react/icons/image-plus';
import { type DragEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { PHOTO_ACCEPT } from '../lib/load-photo';

interface AvatarPickerProps {
  onFile: (file: File) => void;
  /** Offer removing the current picture. */
  canRemove: boolean;
  onRemove: () => void;
  busy: boolean;
}

/** Choose a photo with the file picker or drop one; or remove the current one (asked twice). */
export function AvatarPicker({ onFile, canRemove, onRemove, busy }: AvatarPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) {
      onFile(file);
    }
  };

  return (
    <div className="space-y-4">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for a mouse; the button inside is the way in for keyboard and touch */}
      <div
        data-testid="avatar-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          over ? 'border-brand-600 bg-accent' : 'border-border',
        )}
      >
        <ImagePlus className="size-10 text-muted" aria-hidden="true" />
        <p className="text-sm">Drop a photo here, or</p>
        <Button onClick={() => input.current?.click()} disabled={busy}>
          Choose a photo
        </Button>
        <p className="text-xs text-muted">JPEG, PNG or WebP, at most 5 MB.</p>
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          hidden
          aria-label="Photo file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) {
              onFile(file);
            }
          }}
        />
      </div>
      {canRemove ? (
        confirming ? (
          <div className="flex flex-wrap items-center justify-end gap-2">
            <p className="mr-auto text-sm">Remove the photo and show initials instead?</p>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={busy}>
              Keep it
            </Button>
            <Button variant="destructive" onClick={onRemove} disabled={busy}>
              Remove photo
            </Button>
          </div>
        ) : (
          <div className="flex justify-end">
            <Button variant="ghost" onClick={() => setConfirming(true)} disabled={busy}>
              Remove current photo
            </Button>
          </div>
        )
      ) : null}
    </div>
  );
}
