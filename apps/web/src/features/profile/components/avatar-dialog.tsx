import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useDeleteAvatar } from '../api/delete-avatar';
import { useUploadAvatar } from '../api/upload-avatar';
import { avatarErrorText } from '../lib/avatar-error-text';
import { type CropState, centredCrop, sourceSquare } from '../lib/crop-geometry';
import { cropToBlob } from '../lib/crop-to-blob';
import { type LoadedPhoto, loadPhoto } from '../lib/load-photo';
import { AvatarCropper, CROP_VIEWPORT } from './avatar-cropper';
import { AvatarPicker } from './avatar-picker';
import { AvatarPreview } from './avatar-preview';
import { UploadProgress } from './upload-progress';

interface AvatarDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: { id: number; name: string; profileImageUrl: string | null };
  own: boolean;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Pick or drop a photo, crop it square, upload it with progress; or remove the current one. */
export function AvatarDialog({ open, onOpenChange, profile, own }: AvatarDialogProps) {
  const [photo, setPhoto] = useState<LoadedPhoto | null>(null);
  const [crop, setCrop] = useState<CropState>({ zoom: 1, x: 0, y: 0 });
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  const save = useUploadAvatar(profile.id, own);
  const remove = useDeleteAvatar(profile.id, own);
  const busy = save.isPending || remove.isPending || progress !== null;

  const forgetPhoto = () => {
    photo?.release();
    setPhoto(null);
    setProgress(null);
  };

  const close = () => {
    upload.current?.abort();
    forgetPhoto();
    setProblem(null);
    onOpenChange(false);
  };

  const choose = async (file: File) => {
    setProblem(null);
    try {
      const loaded = await loadPhoto(file);
      photo?.release();
      setPhoto(loaded);
      setCrop(centredCrop(loaded, CROP_VIEWPORT));
    } catch (error) {
      setProblem(avatarErrorText(error));
    }
  };

  const submit = async () => {
    if (!photo) {
      return;
    }
    setProblem(null);
    setProgress(0);
    const controller = new AbortController();
    upload.current = controller;
    try {
      const blob = await cropToBlob(photo.image, sourceSquare(crop, photo, CROP_VIEWPORT));
      await save.mutateAsync({ photo: blob, onProgress: setProgress, signal: controller.signal });
      toast({ title: 'Photo updated', variant: 'success' });
      close();
    } catch (error) {
      setProgress(null);
      if (!isAbort(error)) {
        setProblem(avatarErrorText(error));
      }
    }
  };

  const removePhoto = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Photo removed', variant: 'success' });
        close();
      },
      onError: (error) => setProblem(avatarErrorText(error)),
    });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        title={own ? 'Your photo' : `Photo of ${profile.name}`}
        description={
          photo ? 'Place the photo inside the circle.' : 'Members see it on the roster and in messages.'
        }
      >
        <div className="space-y-4">
          {photo ? (
            <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start sm:justify-center">
              <AvatarCropper photo={photo} crop={crop} onCropChange={setCrop} />
              <AvatarPreview photo={photo} crop={crop} />
            </div>
          ) : (
            <AvatarPicker
              onFile={(file) => void choose(file)}
              canRemove={profile.profileImageUrl !== null}
              onRemove={removePhoto}
              busy={busy}
            />
          )}
          {progress !== null ? <UploadProgress fraction={progress} /> : null}
          {problem ? (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
              {problem}
            </p>
          ) : null}
          {photo ? (
            <div className="flex flex-wrap justify-end gap-2">
              {progress !== null ? (
                <Button variant="outline" onClick={() => upload.current?.abort()}>
                  Cancel upload
                </Button>
              ) : (
                <Button variant="outline" onClick={forgetPhoto}>
                  Choose another
                </Button>
              )}
              <Button onClick={() => void submit()} disabled={busy}>
                Save photo
              </Button>
            </div>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
