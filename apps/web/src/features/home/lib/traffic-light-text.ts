import type { TrafficLightColour } from '@app/shared/traffic-light';
import type { TrafficLightComponent } from '@app/shared/traffic-light-defaults';

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
