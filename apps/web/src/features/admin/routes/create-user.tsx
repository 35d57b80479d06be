import type { AdminUserItem } from '@app/shared/admin-users';
import MailCheck from 'lucide-react/icons/mail-check';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page } from '@/components/page';
import { PermissionGate } from '@/components/permission-gate';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useSession } from '@/lib/auth/session';
import { paths } from '@/lib/paths';
import { CreateUserForm } from '../components/create-user-form';

function Created({ user, onAnother }: { user: AdminUserItem; onAnother: () => void }) {
  return (
    <div className="space-y-4">
      <Alert
        tone="success"
        icon={<MailCheck aria-hidden="true" />}
        title={`${user.name} was added`}
        role="status"
      >
        {`A temporary password was mailed to ${user.email}. They choose their own password when they first sign in.`}
      </Alert>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.admin.users} className={buttonClasses('primary')}>
          Back to users
        </Link>
        <Button variant="outline" onClick={onAnother}>
          Create another
        </Button>
      </div>
    </div>
  );
}

/** /admin/users/create (manage_members): a new member with a mailed temporary password. */
export function Component() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [created, setCreated] = useState<AdminUserItem | null>(null);
  const [round, setRound] = useState(0);
  if (!user) {
    return null;
  }
  return (
    <PermissionGate permission="manage_members">
      <Page className="space-y-4">
        {created ? (
          <Created
            user={created}
            onAnother={() => {
              setCreated(null);
              setRound((r) => r + 1);
            }}
          />
        ) : (
          <Card>
            <CardContent>
              <p className="mb-4 text-sm text-muted">
                The new member gets an e-mail with a temporary password and must change it at first sign-in.
              </p>
              <CreateUserForm
                key={round}
                me={user}
                onCreated={setCreated}
                onCancel={() => void navigate(paths.admin.users)}
              />
            </CardContent>
          </Card>
        )}
      </Page>
    </PermissionGate>
  );
}
