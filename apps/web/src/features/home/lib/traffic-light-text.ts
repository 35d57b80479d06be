import type { TrafficLightColour, TrafficLightComponent } from '@app/shared/traffic-light';

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

/** The value as the member reads it: rates with two decimals, counts and money as whole numbers. */
export function componentValueText(component: TrafficLightComponent, value: number): string {
  if (component === 'absences' || component === 'onTime') {
    return String(Math.round(value));
  }
  if (component === 'tyfcb') {
    return Math.round(value).toLocaleString();
  }
  if (component === 'trainingCredits') {
    return String(Math.round(value * 10) / 10);
  }
  return value.toFixed(2);
}

/** "to reach green by 31 May: 2 more referrals and 1 visitor" (the plan's text, with its date). */
export function planSentence(planText: string, target: TrafficLightColour, by: string): string {
  const date = new Date(by).toLocaleDateString(undefined, { day: 'numeric', month: 'long' });
  const what = planText.replace(new RegExp(`\\s*for ${target}$`), '');
  return `To reach ${target} by ${date}: ${what}`;
}
