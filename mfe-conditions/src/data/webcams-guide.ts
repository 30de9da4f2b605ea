/**
 * The webcams page's guidance (viewing tips, a summary of the usual conditions, where and when
 * to see wildlife): prose kept as data in `webcams-guide.json`, checked when the module loads.
 */
import type { WebcamsGuide } from './data-schemas';
import webcamsGuideJson from './webcams-guide.json' with { type: 'json' };

export const { viewingTips, conditionsSummary, wildlife } = webcamsGuideJson as WebcamsGuide;
