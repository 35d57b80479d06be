import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMyMentorProfile } from '../api/my-mentor-profile';
import { MentorOfferForm } from './mentor-offer-form';

/** "Offer to mentor" or, for a mentor, their offer's state with a way to change it. */
export function MyMentorOffer() {
  const me = useMyMentorProfile();
  const [editing, setEditing] = useState(false);
  const current = me.data ?? null;

  return (
    <section
      aria-labelledby="my-mentor-offer"
      className="rounded-xl border border-border bg-card p-4 shadow-xs sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="my-mentor-offer" className="font-semibold">
            {current ? 'Your mentor offer' : 'Share what you know'}
          </h2>
          <p className="text-sm text-muted">
            {current
              ? `${current.activeMentees} of ${current.capacity} mentees · ${current.accepting ? 'accepting new mentees' : 'not accepting new mentees'}`
              : 'Offer yourself as a mentor to members who want to grow in your areas.'}
          </p>
        </div>
        {editing || me.isPending ? null : (
          <Button variant={current ? 'outline' : 'primary'} onClick={() => setEditing(true)}>
            {current ? 'Edit offer' : 'Offer to mentor'}
          </Button>
        )}
      </div>
      {editing ? (
        <div className="mt-4">
          <MentorOfferForm current={current} onDone={() => setEditing(false)} />
        </div>
      ) : null}
    </section>
  );
}
