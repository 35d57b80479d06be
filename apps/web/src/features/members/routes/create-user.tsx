import type { CreatedAdminUser } from '@app/shared/admin-users';
import { can } from '@app/shared/permissions';
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

/** Where the temporary password went: the member's mailbox, or the outbox without a mail server. */
function PasswordWhereabouts({ user }: { user: CreatedAdminUser }) {
  const { user: me } = useSession();
  if (user.passwordDelivery === 'mailed') {
    return (
      <>{`A temporary password was mailed to ${user.email}. They choose their own password when they first sign in.`}</>
    );
  }
  const opensOutbox = me ? can(me, { permission: 'manage_settings' }) : false;
  return (
    <>
      {`The temporary password for ${user.email} is in the outbox: no mail server is set. `}
      {opensOutbox ? (
        <Link to={paths.admin.tools} className="underline underline-offset-4">
          Open it in Tools &gt; Outbox
        </Link>
      ) : (
        'An administrator opens it in Admin > Tools > Outbox and passes it on.'
      )}
      {' They choose their own password when they first sign in.'}
    </>
  );
}

function Created({ user, onAnother }: { user: CreatedAdminUser; onAnother: () => void }) {
  return (
    <div className="space-y-4">
      <Alert
        tone="success"
        icon={<MailCheck aria-hidden="true" />}
        title={`${user.name} was added`}
        role="status"
      >
        <PasswordWhereabouts user={user} />
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
  const [created, setCreated] = useState<CreatedAdminUser | null>(null);
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
