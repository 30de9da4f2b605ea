/**
 * Each planning page's contact block under its form: what it says, the hours (the one value,
 * docs/rules/site.md#site-texts) and the reply promise.
 */
import { contactHours } from '@estes/shared/text/site-texts';
import type { ContactBlockProps } from '../components/contact-block';

export const contactBlocks = {
  events: {
    heading: 'Questions About Events?',
    intro: 'Our local events team can help with dates, tickets and where to stay nearby.',
    hours: contactHours.text,
    promise: 'We reply within 48 hours.',
  },
  partner: {
    heading: 'Prefer to talk?',
    intro: 'Call or write to our partnerships team.',
    hours: contactHours.text,
    promise: 'We answer within 24 hours.',
  },
  submitEvent: {
    heading: 'Questions about your event?',
    intro: 'Our events team is happy to help with listings and promotion.',
    hours: contactHours.text,
    promise: 'We review submissions within 48 hours.',
  },
  tripPlanning: {
    heading: 'Talk to a local planner',
    intro: 'Rather talk it through? Call or write to our trip planners.',
    hours: contactHours.text,
    promise: 'We reply within 24 hours.',
  },
} satisfies Record<string, ContactBlockProps>;
