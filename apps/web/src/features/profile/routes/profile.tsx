import { Pencil, UserX } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { paths } from '@/lib/paths';
import { useProfile } from '../api/get-profile';
import { ProfileDetails } from '../components/profile-details';
import { ProfileEditForm } from '../components/profile-edit-form';
import { ProfileSummary } from '../components/profile-summary';

function NotFound() {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <UserX className="size-10 text-muted" aria-hidden="true" />
      <h2 className="text-lg font-semibold">Member not found</h2>
      <p className="text-sm text-muted">This member does not exist or is not in your group.</p>
    </div>
  );
}

/** /profile/{me|userId}: my profile (editable) or another member's. */
export function Component() {
  const { userId } = useParams();
  const { user } = useSession();
  const numeric = userId && /^\d+$/.test(userId) ? Number(userId) : undefined;
  const own = userId === 'me' || (numeric !== undefined && numeric === user?.id);
  const profile = useProfile(own ? undefined : numeric);
  const [editing, setEditing] = useState(false);

  if (userId !== 'me' && numeric === undefined) {
    return <Navigate to={paths.profile('me')} replace />;
  }
  if (profile.isLoading) {
    return <FullScreenSpinner label="Loading profile" />;
  }
  if (profile.error instanceof ApiError && (profile.error.status === 404 || profile.error.status === 403)) {
    return <NotFound />;
  }
  if (!profile.data) {
    return (
      <p role="alert" className="p-6 text-sm text-muted">
        The profile could not be loaded. Please try again.
      </p>
    );
  }
  return (
    <Page className="space-y-6">
      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <ProfileSummary profile={profile.data} />
          {own && !editing ? (
            <Button variant="outline" onClick={() => setEditing(true)} className="self-center sm:self-start">
              <Pencil aria-hidden="true" />
              Edit profile
            </Button>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          {editing ? (
            <ProfileEditForm profile={profile.data} onDone={() => setEditing(false)} />
          ) : (
            <ProfileDetails profile={profile.data} />
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
