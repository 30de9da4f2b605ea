/** Sentences for what can go wrong in a passkey ceremony, in the browser rather than on the server. */
import { ConsoleApiError, messageOf } from './console-api';

export const noPasskeySupport =
  'This browser cannot use passkeys. Open the console in a current Chrome, Edge, Firefox or Safari.';

export function passkeyErrorMessage(error: unknown, ceremony: 'sign-in' | 'registration'): string {
  if (error instanceof ConsoleApiError) return messageOf(error);
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return ceremony === 'sign-in'
      ? 'Signing in was cancelled, timed out, or no passkey for this site was found on this device. Try again, or ask an admin for a new invitation if your passkey is lost.'
      : 'Creating the passkey was cancelled or timed out. Try again when you are ready.';
  }
  if (name === 'InvalidStateError') {
    return 'This device already holds a passkey for this account. Sign in with it instead, or use another device.';
  }
  if (name === 'SecurityError') {
    return 'The browser refused the passkey for this address. Open the console at the site’s own address (not an IP address).';
  }
  return error instanceof Error && error.message
    ? `The passkey could not be used: ${error.message}`
    : 'The passkey could not be used. Try again.';
}
