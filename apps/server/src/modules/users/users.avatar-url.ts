/**
 * The `profileImageUrl` every answer carries for a person with a picture: the avatar's base
 * address with the stored key as its version, so the value changes with every upload and a client
 * that keys its image cache on it fetches the new picture. The renditions themselves are
 * `GET /api/users/{id}/avatar_{96|256|512}.jpg` (bearer); null means no picture.
 */
export function profileImageUrl(userId: number, imageKey: string | null): string | null {
  return imageKey ? `/api/users/${userId}/avatar?v=${encodeURIComponent(imageKey)}` : null;
}
