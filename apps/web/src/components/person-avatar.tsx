import { Avatar } from '@/components/ui/avatar';

interface PersonAvatarProps {
  person: { id: number; name: string; profileImageUrl: string | null };
  /** Beside the person's name: hidden from assistive technology (see Avatar). */
  decorative?: boolean;
  className?: string;
}

/**
 * A listed person's picture: no request when they have none, and a new picture (its URL changes
 * after an upload) mounts a new Avatar, which fetches it, instead of keeping the old one.
 */
export function PersonAvatar({ person, decorative, className }: PersonAvatarProps) {
  return (
    <Avatar
      key={person.profileImageUrl}
      userId={person.id}
      name={person.name}
      hasImage={person.profileImageUrl !== null}
      decorative={decorative}
      className={className}
    />
  );
}
