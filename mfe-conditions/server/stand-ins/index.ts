/**
 * The conditions area's stand-ins for outside providers, declared for other packages
 * (`@estes/mfe-conditions/stand-ins`): the NPS and NWS alerts APIs and a webcam host, as their
 * documentation describes them, which the fuzz run starts in place of the real services
 * (decision 046). Tests and tools only: no area code imports this folder, so it never reaches
 * the area's deployed build or a browser.
 */
export { standInNpsKey, startAlertsStandIn } from './alerts-stand-in';
export { startCameraStandIn } from './camera-stand-in';
