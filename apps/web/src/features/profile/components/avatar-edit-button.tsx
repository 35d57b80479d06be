import Camera from 'lucide-react/icons/camera';
import { lazy, Suspense, useState } from 'react';

// The cropper and its dialog load only when wanted: fetched as the pointer or focus reaches the
// button, so the dialog opens without a wait on the click.
const loadDialog = () => import('./avatar-dialog');
const AvatarDialog = lazy(() => loadDialog().then((m) => ({ default: m.AvatarDialog })));

interface AvatarEditButtonProps {
  profile: { id: number; name: string; profileImageUrl: string | null };
  own: boolean;
}

/** The camera button on the profile picture; opens the photo dialog. */
export function AvatarEditButton({ profile, own }: AvatarEditButtonProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-label={own ? 'Change your photo' : `Change the photo of ${profile.name}`}
        className="absolute -right-1 -bottom-1 inline-flex size-10 items-center justify-center rounded-full border-2 border-card bg-primary text-primary-foreground shadow-md hover:bg-brand-800"
      >
        <Camera className="size-4" aria-hidden="true" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <AvatarDialog open={open} onOpenChange={setOpen} profile={profile} own={own} />
        </Suspense>
      ) : null}
    </>
  );
}
