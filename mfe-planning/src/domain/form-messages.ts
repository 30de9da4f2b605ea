/**
 * What visitors read after sending a planning form: the texts of
 * docs/rules/planning.md#form-messages, and the field messages of
 * docs/rules/planning.md#form-validation. The pages and the API use these, so both say the same
 * thing.
 */

export const formMessages = {
  contactSuccess: "Thank you for your message! We'll get back to you within 24 hours.",
  contactFailure: (phone: string) =>
    `Sorry, there was an error sending your message. Please try again or call us directly at ${phone}.`,
  eventSuccess: "Thank you for submitting your event! We'll review it within 48 hours and contact you with next steps.",
  eventFailure: 'Sorry, there was an error submitting your event. Please try again or contact us directly.',
  partnerSuccess: "Thank you for your application! We'll review it and get back to you within 24 hours.",
  partnerFailure: 'Sorry, there was an error submitting your application. Please try again or contact us directly.',
  /** Above the field messages when the server refused some fields. */
  checkFields: 'Please correct the highlighted fields and send the form again.',
  rateLimited:
    'You have sent a lot of forms from this connection in a short time. Please wait a few minutes and try again, or call us.',
  droppedPhotos: (dropped: number) =>
    `Only the first 3 photos were kept; ${dropped} more ${dropped === 1 ? 'was' : 'were'} left out.`,
  tooLarge: 'That was more than the form accepts. Please shorten the text or send smaller photos.',
  full: (phone: string) =>
    `We cannot take new submissions just now. Nothing of yours was kept: please try again later, or call us at ${phone}.`,
  /** The photo work queue had no turn for this post in time (decision 035). */
  photosBusy: (phone: string) =>
    `We are preparing many visitors' photos just now and could not take yours. Nothing of yours was kept: please try again in a minute, or call us at ${phone}.`,
} as const;

export const fieldMessages = {
  controlCharacters:
    'Please remove the invisible control characters from this field (they can come along when text is copied).',
  name: 'Please enter your name.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number, e.g. (970) 555-0142.',
  message: 'Please enter a message.',
  url: 'Please enter a full web address starting with http:// or https://.',
  eventName: 'Please enter the name of the event.',
  eventDate: 'Please enter the date of the event.',
  time: 'Please enter a time such as 7:00 PM.',
  startTime: 'Please enter the start time.',
  endTime: 'Please enter the end time.',
  location: 'Please enter the town or area of the event.',
  venue: 'Please enter the venue.',
  category: 'Please choose a category.',
  eventType: 'Please choose an event type.',
  ticketPrice: 'Please enter the ticket price, or Free.',
  description: 'Please describe the event.',
  website: 'Please enter the event website.',
  organizerName: 'Please enter the organizer or contact name.',
  partnershipType: 'Please choose a partnership type.',
  goals: 'Please tell us about your goals.',
  choice: 'Please choose one of the listed options.',
  tooLong: (max: number) => `Please keep this to ${max} characters or fewer.`,
  honeypot: 'Please leave this field empty.',
} as const;
