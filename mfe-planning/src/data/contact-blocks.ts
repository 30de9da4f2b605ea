/** Each planning page's contact block under its form: what it says, the hours and the reply promise. */
import type { ContactBlockProps } from '../components/contact-block';

export const contactBlocks = {
  events: {
    heading: 'Questions About Events?',
    intro: 'Our local events team can help with dates, tickets and where to stay nearby.',
    hours: 'Mon-Fri 9am-6pm MST',
    promise: 'We reply within 48 hours.',
  },
  partner: {
    heading: 'Prefer to talk?',
    intro: 'Call or write to our partnerships team.',
    hours: '9 AM-6 PM MT, every day',
    promise: 'We answer within 24 hours.',
  },
  submitEvent: {
    heading: 'Questions about your event?',
    intro: 'Our events team is happy to help with listings and promotion.',
    hours: '9 AM-6 PM MT, every day',
    promise: 'We review submissions within 48 hours.',
  },
  tripPlanning: {
    heading: 'Talk to a local planner',
    intro: 'Rather talk it through? Call or write to our trip planners.',
    hours: '9 AM-6 PM MT, every day',
    promise: 'We reply within 24 hours.',
  },
} satisfies Record<string, ContactBlockProps>;
