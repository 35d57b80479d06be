import { lazy, Suspense, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { Page } from '@/components/page';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth/session';
import { paths } from '@/lib/paths';
import { useProfile } from '../api/get-profile';
import { AvatarEditButton } from '../components/avatar-edit-button';
import { ProfileActions } from '../components/profile-actions';
import { ProfileDetails } from '../components/profile-details';
import { ProfileSkeleton } from '../components/profile-skeleton';
import { ProfileSummary } from '../components/profile-summary';
import { ProfileTestimonials } from '../components/profile-testimonials';
import { ProfileUnavailable } from '../components/profile-unavailable';
import { canEditProfile } from '../lib/profile-abilities';

// Most visits only read a profile: the form (and its validation library) loads on "Edit profile".
const ProfileEditForm = lazy(() =>
  import('../components/profile-edit-form').then((m) => ({ default: m.ProfileEditForm })),
);

/** /profile/{me|userId}: my profile or another member's; editable when the viewer may. */
export function Component() {
  const { userId } = useParams();
  const { user } = useSession();
  const numeric = userId && /^\d+$/.test(userId) ? Number(userId) : undefined;
  const own = userId === 'me' || (numeric !== undefined && numeric === user?.id);
  const profile = useProfile(own ? undefined : numeric);
  const [editing, setEditing] = useState<number | null>(null);

  if (userId !== 'me' && numeric === undefined) {
    return <Navigate to={paths.profile('me')} replace />;
  }
  const data = profile.data;
  if (!data) {
    return (
      <Page>
        {profile.isPending ? (
          <ProfileSkeleton />
        ) : (
          <ProfileUnavailable error={profile.error} onRetry={() => void profile.refetch()} />
        )}
      </Page>
    );
  }
  const editable = user ? canEditProfile(user, data) : false;
  // Keyed by the person, so moving to another profile closes the form.
  const isEditing = editing === data.id;
  return (
    <Page className="space-y-6">
      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <ProfileSummary
            profile={data}
            avatarAction={editable ? <AvatarEditButton profile={data} own={own} /> : null}
          />
          <ProfileActions
            profile={data}
            own={own}
            onEdit={editable && !isEditing ? () => setEditing(data.id) : null}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          {isEditing ? (
            <Suspense
              fallback={
                <div className="flex justify-center py-6 text-brand-700 dark:text-brand-300">
                  <Spinner label="Loading the form" />
                </div>
              }
            >
              <ProfileEditForm
                profile={data}
                {...(own ? {} : { userId: data.id })}
                onDone={() => setEditing(null)}
              />
            </Suspense>
          ) : (
            <ProfileDetails profile={data} />
          )}
        </CardContent>
      </Card>
      {data.testimonials ? <ProfileTestimonials testimonials={data.testimonials} /> : null}
    </Page>
  );
}
