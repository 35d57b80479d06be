import { PermissionGate } from '@/components/permission-gate';
import { TestimonialForm } from '../components/testimonial-form';

/** /activity/testimonials (docs/architecture.md 14.4). */
export function Component() {
  return (
    <PermissionGate permission="view_activity">
      <TestimonialForm />
    </PermissionGate>
  );
}
