/**
 * The three guides the welcome page offers for download: short plain-text files, readable on
 * any phone and printable, served by the planning API with their file names.
 */
import { altitudeAndPackingGuide } from './altitude-and-packing';
import { elkAndWildlifeGuide } from './elk-and-wildlife';
import { rmnpEntryAndParkingGuide } from './rmnp-entry-and-parking';

export const newsletterGuides: Readonly<Record<string, string>> = {
  'estes-insider-park-entry-and-parking.txt': rmnpEntryAndParkingGuide,
  'estes-insider-elk-and-wildlife.txt': elkAndWildlifeGuide,
  'estes-insider-altitude-and-packing.txt': altitudeAndPackingGuide,
};
