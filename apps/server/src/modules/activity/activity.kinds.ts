import type { CreateActivityBody } from '@app/shared/activities';
import { INITIAL_STATUS } from '@app/shared/activity-kinds';
import type { NewActivity } from './activity.repo';

/** The columns of a new slip of each kind (the rest stay null). */
export function columnsOf(
  body: CreateActivityBody,
  context: { groupId: number; giverId: number; currency: string; now: Date },
): NewActivity {
  const common = {
    groupId: context.groupId,
    giverId: context.giverId,
    kind: body.kind,
    status: INITIAL_STATUS[body.kind],
    // The giver has seen what they wrote; the receiver has not.
    giverReadAt: context.now,
    receiverReadAt: null,
  };
  switch (body.kind) {
    case 'referral':
      return {
        ...common,
        receiverId: body.receiverId,
        contactName: body.contact.name,
        contactPhone: body.contact.phone ?? null,
        contactEmail: body.contact.email ?? null,
        referralType: body.referralType,
        temperature: body.temperature,
        notes: body.notes ?? null,
      };
    case 'closed_business':
      return {
        ...common,
        receiverId: body.receiverId,
        amount: body.amount,
        currency: body.currency ?? context.currency,
        businessType: body.businessType,
        referralId: body.referralId ?? null,
        notes: body.notes ?? null,
      };
    case 'one_to_one':
      return {
        ...common,
        receiverId: body.receiverId,
        scheduledAt: new Date(body.scheduledAt),
        location: body.location,
        notes: body.notes ?? null,
      };
    case 'testimonial':
      return { ...common, receiverId: body.receiverId, content: body.content };
    case 'training_credit':
      // No receiver: nothing is unread on the received side.
      return {
        ...common,
        receiverId: null,
        title: body.title,
        creditDate: body.date,
        credits: String(body.credits),
        notes: body.notes ?? null,
      };
  }
}

/** What the receiver reads when a slip arrives, and the giver's own line. */
export function createdMessages(
  kind: CreateActivityBody['kind'],
  giverName: string,
  receiverName: string | null,
) {
  const to = receiverName ?? '';
  switch (kind) {
    case 'referral':
      return { received: `${giverName} passed you a referral`, given: `You passed a referral to ${to}` };
    case 'closed_business':
      return {
        received: `${giverName} thanked you for closed business`,
        given: `You thanked ${to} for closed business`,
      };
    case 'one_to_one':
      return {
        received: `${giverName} requested a one-to-one with you`,
        given: `You requested a one-to-one with ${to}`,
      };
    case 'testimonial':
      return { received: `${giverName} wrote you a testimonial`, given: `You wrote a testimonial for ${to}` };
    case 'training_credit':
      return { received: '', given: 'You recorded a training credit' };
  }
}
