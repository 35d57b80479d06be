import type { MentorItem, MentorshipApplicationItem } from '@app/shared/mentorship';
import type { MentorshipStatus } from '@app/shared/mentorship-statuses';
import { profileImageUrl } from '../users/users.avatar-url';
import type { ApplicationRow, MentorRow } from './mentorship.repo';

export function presentMentor(row: MentorRow): MentorItem {
  const activeMentees = Number(row.activeMentees);
  return {
    id: row.userId,
    name: row.name,
    companyName: row.companyName,
    classification: row.classification,
    profileImageUrl: profileImageUrl(row.userId, row.profileImage),
    expertise: row.expertise,
    bio: row.bio ?? '',
    capacity: row.capacity,
    accepting: row.accepting,
    activeMentees,
    available: row.accepting && activeMentees < row.capacity,
  };
}

const person = (p: ApplicationRow['mentor']) => ({ id: p.id, name: p.name, companyName: p.companyName });

export function presentApplication(row: ApplicationRow): MentorshipApplicationItem {
  const a = row.application;
  return {
    id: a.id,
    mentor: person(row.mentor),
    mentee: person(row.mentee),
    goals: a.goals,
    message: a.message,
    status: a.status as MentorshipStatus,
    createdAt: a.createdAt.toISOString(),
    decidedAt: a.decidedAt ? a.decidedAt.toISOString() : null,
  };
}
