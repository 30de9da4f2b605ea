/** The park facts' small components, for /getting-around and the park pack (issue 33). */
export { GettingAroundSummary } from './getting-around-summary';
export { SafetyEssentials } from './safety-essentials';
export { EmergencyNumbers } from './emergency-numbers';
