import { useEffect, useState } from 'react';
import { usePainted } from '@/hooks/use-painted';
import { AVATAR_PIXELS, type AvatarSizeName, initialsOf, loadAvatar } from '@/lib/avatar-loader';
import { cn } from '@/lib/cn';

interface AvatarProps {
  userId: number | null | undefined;
  name: string | null | undefined;
  /** Which rendition to fetch: sm 96, md 256, lg 512 px. The shown size comes from className. */
  size?: AvatarSizeName;
  /** False when the profile says there is no picture: skip the request and show initials. */
  hasImage?: boolean;
  /**
   * Beside the person's name or inside a control named otherwise ("Your profile"): hidden from
   * assistive technology, so the picture's name does not repeat or contradict the visible label.
   */
  decorative?: boolean;
  /**
   * The page's main picture (a profile's): asked for at once, not after the page has painted, since
   * it is what the page shows first.
   */
  eager?: boolean;
  className?: string;
}

/** The outcome of one request, tagged with the picture it belongs to. */
type AvatarState = { key: string; src: string | null; error: string | null };

/** Fetches the picture with the bearer token (no caching, 2 retries) and shows initials until, or instead. */
export function Avatar({
  userId,
  name,
  size = 'sm',
  hasImage = true,
  decorative = false,
  eager = false,
  className,
}: AvatarProps) {
  const [state, setState] = useState<AvatarState | null>(null);
  // Initials first: the picture is asked for once the page has painted (at once when eager).
  const painted = usePainted() || eager;
  const pixels = AVATAR_PIXELS[size];
  const key = userId && hasImage ? `${userId}:${pixels}` : null;
  const current = state && state.key === key ? state : null;

  useEffect(() => {
    if (!userId || !hasImage || !painted) {
      return;
    }
    const requestKey = `${userId}:${pixels}`;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    loadAvatar(userId, pixels, { signal: controller.signal }).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ key: requestKey, src: objectUrl, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          const message = error instanceof Error ? error.message : String(error);
          setState({ key: requestKey, src: null, error: message });
        }
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) {
        URL.revokeObjectURL(objectUrl);
      }
    };
  }, [userId, pixels, hasImage, painted]);

  return (
    <span
      className={cn(
        'relative inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full',
        'bg-brand-100 font-semibold text-brand-900 select-none dark:bg-brand-900 dark:text-brand-100',
        className,
      )}
      data-avatar-error={current?.error ?? undefined}
      aria-hidden={decorative ? true : undefined}
    >
      {current?.src ? (
        <img src={current.src} alt={decorative ? '' : (name ?? '')} className="size-full object-cover" />
      ) : (
        <span aria-hidden="true" className="text-[0.875em] leading-none">
          {initialsOf(name)}
        </span>
      )}
      {current?.src || decorative ? null : <span className="sr-only">{name ?? 'Unknown member'}</span>}
    </span>
  );
}
