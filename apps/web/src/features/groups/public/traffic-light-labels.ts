import type { TrafficLightColour } from '@app/shared/traffic-light';
import type { TrafficLightComponent } from '@app/shared/traffic-light-defaults';

/** Names of the traffic light's colours and parts (docs/architecture.md 14.6), for home and the group settings. */
export const COLOUR_LABELS: Record<TrafficLightColour, string> = {
  green: 'Green',
  amber: 'Amber',
  red: 'Red',
  grey: 'Grey',
};

export const COMPONENT_LABELS: Record<TrafficLightComponent, string> = {
  absences: 'Absences',
  onTime: 'On time',
  referrals: 'Referrals a week',
  visitors: 'Visitors a week',
  oneToOnes: 'One-to-ones a week',
  trainingCredits: 'Training credits',
  testimonials: 'Testimonials a week',
  tyfcb: 'Closed business (TYFCB)',
};
