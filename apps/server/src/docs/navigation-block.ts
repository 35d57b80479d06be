import { MEMBER_NAV_ITEMS } from '@app/shared/navigation';
import { ADMIN_ITEMS } from '@app/shared/permissions';
import { markdownTable } from './generated-blocks';

const names = (permissions: readonly string[]) => permissions.map((p) => `\`${p}\``).join(', ');

/**
 * The gates of the web's navigation (packages/shared: MEMBER_NAV_ITEMS, ADMIN_ITEMS): each item
 * shows with the one permission, or any of the list; administrators see every item.
 */
export function navigationBlock(): string {
  const member = markdownTable(
    ['Member item', 'Path', 'Shown with'],
    MEMBER_NAV_ITEMS.map((i) => [
      i.label,
      `\`${i.path}\``,
      i.permission ? `\`${i.permission}\`` : 'every member',
    ]),
  );
  const admin = markdownTable(
    ['Admin item', 'Path', 'Shown with any of'],
    ADMIN_ITEMS.map((i) => [i.label, `\`${i.path}\``, names(i.permissions)]),
  );
  return `${member}\n\n${admin}`;
}
