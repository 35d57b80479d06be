import { Link } from 'react-router';
import { Page } from '@/components/page';
import { PermissionGate } from '@/components/permission-gate';
import { paths } from '@/lib/paths';
import { useMyMentorProfile } from '../api/my-mentor-profile';
import { ApplicationForm } from '../components/application-form';
import { ApplicationList } from '../components/application-list';
import { useMentorshipLive } from '../hooks/use-mentorship-live';

function MentorshipApplication() {
  useMentorshipLive();
  const me = useMyMentorProfile();
  return (
    <Page className="space-y-6">
      <p className="text-sm text-muted">
        Ask an experienced member to mentor you. Not sure who?{' '}
        <Link to={paths.mentorshipSearch} className="text-link underline underline-offset-4">
          Find mentors by expertise
        </Link>
        .
      </p>
      <ApplicationForm />
      <ApplicationList
        side="mentee"
        title="My applications"
        empty="You have not applied for mentorship yet."
      />
      {me.data ? (
        <ApplicationList
          side="mentor"
          title="Requests to me"
          empty="Nobody has asked you for mentorship yet."
        />
      ) : null}
    </Page>
  );
}

/** /activity/mentorship/apply (Mentorship Application): apply, follow my applications, answer requests. */
export function Component() {
  return (
    <PermissionGate permission="view_activity">
      <MentorshipApplication />
    </PermissionGate>
  );
}
