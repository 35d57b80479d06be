import { PermissionGate } from '@/components/permission-gate';
import { TestimonialForm } from '../components/testimonial-form';

/** /activity/testimonials (ARCHITECTURE 14.4). */
export function Component() {
  return (
    <PermissionGate permission="view_activity">
      <TestimonialForm />
    </PermissionGate>
  );
}
