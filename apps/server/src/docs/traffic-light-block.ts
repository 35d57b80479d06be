import type { TrafficLightBand } from '@app/shared/traffic-light';
import { DEFAULT_TRAFFIC_LIGHT, TRAFFIC_LIGHT_COMPONENTS } from '@app/shared/traffic-light-defaults';
import { markdownTable } from './generated-blocks';

/** What each component measures, in the words of the table. */
const MEASURES: Record<(typeof TRAFFIC_LIGHT_COMPONENTS)[number], string> = {
  absences: 'absences (A) in the window',
  onTime: 'late arrivals (L) in the window',
  referrals: 'referrals given, per week',
  visitors: 'visitors who attended, per week',
  oneToOnes: 'one-to-ones (either side), per week',
  trainingCredits: 'training credits in the window',
  testimonials: 'testimonials given, per week',
  tyfcb: "closed business I thanked others for (TYFCB), in the group's currency",
};

function bandText(band: TrafficLightBand): string {
  if (band.lessThan !== undefined) {
    return `< ${band.lessThan} → ${band.points}`;
  }
  if (band.atMost !== undefined) {
    return `≤ ${band.atMost} → ${band.points}`;
  }
  return `else ${band.points}`;
}

/** The default scheme of the traffic light (packages/shared/src/traffic-light.ts), a group may override it. */
export function trafficLightBlock(): string {
  const rows = TRAFFIC_LIGHT_COMPONENTS.map((c) => [
    `\`${c}\``,
    MEASURES[c],
    DEFAULT_TRAFFIC_LIGHT[c].map(bandText).join('; '),
  ]);
  const { green, amber, red } = DEFAULT_TRAFFIC_LIGHT.colours;
  const colours = `Colours by total points: green ≥ ${green}, amber ≥ ${amber}, red ≥ ${red}, grey below ${red}.`;
  return `${markdownTable(['Component', 'Measures', 'Points (first band that holds)'], rows)}\n\n${colours}`;
}
