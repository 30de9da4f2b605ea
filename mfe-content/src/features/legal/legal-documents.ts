/**
 * The texts of the three static legal pages. Plain data: the legal page component renders it,
 * substituting the site-wide phone and e-mail for the {phone} and {email} tokens.
 */
import { legalDocumentHeads, type LegalDocumentHead, type LegalDocumentId } from './legal-heads';

export type { LegalDocumentId };

/** One block of a section: a paragraph, or a bulleted list of items. */
export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: readonly string[] };

export interface LegalSection {
  /** Stable anchor id, kebab-case, unique within the document. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument extends LegalDocumentHead {
  id: LegalDocumentId;
  /** YYYY-MM-DD: the date of the document's last change. */
  lastUpdated: string;
  /** The first paragraph under the title. */
  intro: string;
  sections: readonly LegalSection[];
}

export const legalDocuments: Readonly<Record<LegalDocumentId, LegalDocument>> = {
  'privacy-policy': {
    id: 'privacy-policy',
    ...legalDocumentHeads['privacy-policy'],
    lastUpdated: '2026-11-24',
    intro:
      'Estes Park Guide is a free, public visitor guide to Estes Park and Rocky Mountain ' +
      'National Park. You can use the whole site without an account and without telling ' +
      'us who you are. This policy explains the small amount of information we do ' +
      'handle: what you choose to send us, what our servers record when you visit, and ' +
      'what stays in your own browser. It also explains what we do with that ' +
      'information, who else is involved and the choices you have.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'In this policy, “Estes Park Guide,” “we,” “us” and “our” mean the people who ' +
              'run this website. “You” means anyone who visits the site or sends us something ' +
              'through it. The site compares lodging, links to booking partners and offers ' +
              'guides to activities, restaurants, events, weather, webcams, downtown Estes ' +
              'Park and our local blog.',
          },
        ],
      },
      {
        id: 'information-you-give-us',
        heading: 'Information you give us',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'We only receive personal information from you when you decide to fill in one of ' +
              'our forms. Each form asks for what we need to help with that particular ' +
              'request:',
          },
          {
            kind: 'list',
            items: [
              'Trip-planning and custom itinerary requests: your name, email address, phone ' +
                'number (optional), travel dates, group size, budget, interests and your ' +
                'message.',
              'Event submissions: the details of the event, the organizer’s name, email ' +
                'address, phone number and website, and up to three photos.',
              'Partner applications: your name, email address, phone number, a link to your ' +
                'business or website, the type of partnership you are interested in, your ' +
                'goals and your budget.',
              'Newsletter sign-ups for The Estes Insider: your email address, which of our ' +
                'pages you signed up on, and when.',
            ],
          },
          {
            kind: 'paragraph',
            text:
              'Please don’t include sensitive details, such as payment card numbers, health ' +
              'information or government ID numbers, in any message you send us. We never ask ' +
              'for them, and none of our forms need them.',
          },
        ],
      },
      {
        id: 'information-collected-automatically',
        heading: 'Information collected automatically',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Like almost every website, our servers keep logs of the requests they receive. ' +
              'A log entry includes your IP address, your browser’s user agent (which ' +
              'describes the browser and device type), the pages and files requested and the ' +
              'time of the request. We use these logs to keep the site secure and running ' +
              'well: for example, to spot abuse, block automated attacks and fix errors. We do ' +
              'not use them to build profiles of individual visitors.',
          },
          {
            kind: 'paragraph',
            text: 'We do not have accounts or sign-in, so we do not link your visits to a name or ' + 'email address.',
          },
        ],
      },
      {
        id: 'cookies-and-local-storage',
        heading: 'Cookies and local storage',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Estes Park Guide does not set advertising cookies of its own, and we do not ' +
              'track you across other websites.',
          },
          {
            kind: 'paragraph',
            text:
              'When you save a property to your “saved properties” list, that list is stored ' +
              'in your own browser using a feature called local storage. It stays on your ' +
              'device and is not sent to our servers. You can clear it at any time by removing ' +
              'the properties from the list or by clearing your browser’s site data.',
          },
          {
            kind: 'paragraph',
            text:
              'Third-party sites you visit from our links, such as booking partners, may use ' +
              'their own cookies once you are on their pages. Those cookies are governed by ' +
              'their privacy policies, not this one.',
          },
        ],
      },
      {
        id: 'how-we-use-information',
        heading: 'How we use your information',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We use the information you send us only for the purpose you sent it for:',
          },
          {
            kind: 'list',
            items: [
              'to answer your trip-planning request and prepare the suggestions or itinerary ' + 'you asked for;',
              'to review a submitted event, contact you about it if we have questions and, ' +
                'if it is approved, publish it in our events guide;',
              'to consider a partner application and reply to you, which we aim to do within ' + '24 hours;',
              'to send The Estes Insider newsletter to people who signed up for it; and',
              'to keep the site secure, prevent abuse and fix problems, using our server ' + 'logs.',
            ],
          },
          {
            kind: 'paragraph',
            text:
              'The event details and photos you submit are meant to be published, so please ' +
              'only send what you are happy for the public to see. We use the organizer’s ' +
              'email address and phone number to contact you about the submission; we do not ' +
              'publish them unless you include them in the event details themselves.',
          },
          {
            kind: 'paragraph',
            text: 'We do not sell your personal information, and we do not use it for advertising.',
          },
        ],
      },
      {
        id: 'booking-partners-and-affiliate-links',
        heading: 'Booking partners and affiliate links',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'When you select “Book Now” or another sponsored link, you leave our site and go ' +
              'to a third-party booking partner. The link tells the partner that you came from ' +
              'Estes Park Guide, so that we can earn a commission if you book. We do not send ' +
              'the partner your name, email address or anything you have submitted to us.',
          },
          {
            kind: 'paragraph',
            text:
              'If you chose dates and a number of guests on our site, the Book Now link passes ' +
              'them to the partner so that its page opens on your stay. We do not keep them.',
          },
          {
            kind: 'paragraph',
            text:
              'Sponsored links pass through our own server (an address starting with /go/), ' +
              'which counts the click before sending you on. The count records only which ' +
              'link it was (for example a property’s Book Now or its reviews), the page of our ' +
              'site it was on, and the day. It holds no IP address, browser, device or dates, ' +
              'and no cookie is set, so it cannot tell who clicked; it shows us which pages and ' +
              'properties visitors find useful. Like any request to our site, the click also ' +
              'passes through the server logs described above.',
          },
          {
            kind: 'paragraph',
            text:
              'Any booking you make, and any information you give while making it, is handled ' +
              'by that partner under its own terms and privacy policy. We do not receive your ' +
              'payment details. We encourage you to read the partner’s policies before you ' +
              'book.',
          },
        ],
      },
      {
        id: 'third-party-services',
        heading: 'Third-party services we use',
        blocks: [
          { kind: 'paragraph', text: 'A few parts of the site rely on outside providers:' },
          {
            kind: 'list',
            items: [
              'Weather forecasts come from a third-party weather provider. Our servers ' +
                'request the forecasts, so the provider does not need your personal ' +
                'information.',
              'Webcam images are loaded from third-party webcam hosts. When your browser ' +
                'displays an image, the host receives the technical information any website ' +
                'receives, such as your IP address and browser type.',
              'Our blog content is managed in a third-party content service that supplies ' +
                'the articles we publish.',
              'The Estes Insider is sent through a third-party newsletter provider, which ' +
                'stores the email addresses of subscribers so that it can deliver the ' +
                'newsletter and handle unsubscribes.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'We share with these providers only what they need to do their job.',
          },
        ],
      },
      {
        id: 'when-we-share-information',
        heading: 'When we share information',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Apart from the service providers described above, we share personal information ' +
              'only in these limited situations:',
          },
          {
            kind: 'list',
            items: [
              'when you ask us to, or with your permission;',
              'when the law requires it, for example in response to a valid court order, or ' +
                'when it is reasonably necessary to protect the safety of any person or to ' +
                'prevent fraud or abuse of the site; and',
              'if the site is sold or transferred, in which case the new owner would have to ' +
                'continue to protect your information as this policy describes.',
            ],
          },
        ],
      },
      {
        id: 'how-long-we-keep-information',
        heading: 'How long we keep information',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'We delete what you send us automatically, once a day, when its time is up. ' +
              'This is exactly what we keep, and for how long:',
          },
          {
            kind: 'list',
            items: [
              'Trip-planning requests, contact messages, partner applications and event ' +
                'submissions, with everything you entered and any photos: 365 days from the ' +
                'day we receive them, then deleted, photos included. An event we publish on ' +
                'our calendar is kept until the date of the event has passed, if that is later.',
              'Newsletter sign-ups: your email address, the page you signed up on and the ' +
                'time are kept until our newsletter provider (beehiiv) has your subscription, ' +
                'and for 30 days after that; then we erase your address and keep only the page ' +
                'and the time, as an anonymous count. A sign-up the provider refuses is deleted ' +
                'after 30 days; one that could not be delivered to the provider is deleted after ' +
                '365 days. Your subscription itself is kept by the provider until you ' +
                'unsubscribe, with the link in every issue.',
              'To stop a single address from sending too many forms, we keep a scrambled ' +
                '(hashed) form of your IP address while each limit lasts (minutes), and never ' +
                'longer than one day.',
              'Server logs are kept for a limited period for security and operations and then ' + 'deleted.',
            ],
          },
          {
            kind: 'paragraph',
            text:
              'You can ask us to delete your information sooner, as explained below: we then ' +
              'delete everything we hold under your email address, your submissions, photos and ' +
              'newsletter sign-up included.',
          },
        ],
      },
      {
        id: 'how-we-protect-information',
        heading: 'How we protect information',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'We use reasonable technical and organizational measures to protect the ' +
              'information we hold, including encrypted connections (HTTPS) and access limited ' +
              'to the people who need it to answer your request. No website can be perfectly ' +
              'secure, so we cannot guarantee absolute security, but we take it seriously and ' +
              'will act promptly if something goes wrong.',
          },
        ],
      },
      {
        id: 'your-choices-and-rights',
        heading: 'Your choices and rights',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'You are always in control of what you share with us. You can browse the entire ' +
              'site without giving us any personal information.',
          },
          {
            kind: 'paragraph',
            text:
              'You can unsubscribe from The Estes Insider at any time using the unsubscribe ' +
              'link at the bottom of any newsletter email.',
          },
          { kind: 'paragraph', text: 'Depending on where you live, you may have the right to:' },
          {
            kind: 'list',
            items: [
              'ask what personal information we hold about you and receive a copy of it;',
              'ask us to correct information that is inaccurate;',
              'ask us to delete your information;',
              'opt out of the sale or sharing of your personal information (we do not sell ' +
                'or share it for advertising, but you may still ask); and',
              'exercise these rights without being treated differently for doing so.',
            ],
          },
          {
            kind: 'paragraph',
            text:
              'To make a request, email us at {email} or call {phone}. We may need to confirm ' +
              'your identity before acting on a request, usually by replying to the email ' +
              'address you used with us. We will respond within the time required by the law ' +
              'that applies to you, and we will help even where no law requires us to.',
          },
        ],
      },
      {
        id: 'childrens-privacy',
        heading: 'Children’s privacy',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Estes Park Guide is a general travel guide and is not directed at children ' +
              'under 13. We do not knowingly collect personal information from children under ' +
              '13. If we learn that we have received such information, we will delete it ' +
              'promptly. If you are a parent or guardian and believe your child has sent us ' +
              'personal information, please contact us and we will take care of it.',
          },
        ],
      },
      {
        id: 'changes-to-this-policy',
        heading: 'Changes to this policy',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'We may update this policy when the site or the law changes. When we do, we will ' +
              'post the new version on this page and change the “Last updated” date at the ' +
              'top. If we make a significant change to how we use information you have already ' +
              'given us, we will make that clear on the site or contact you directly where we ' +
              'can.',
          },
        ],
      },
      {
        id: 'contact-us',
        heading: 'Contact us',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'If you have questions about this policy, want to exercise your rights or have a ' +
              'concern about how we handled your information, please get in touch. Email ' +
              '{email} or call our customer service line at {phone}. A real person reads every ' +
              'message.',
          },
        ],
      },
    ],
  },
  'terms-of-service': {
    id: 'terms-of-service',
    ...legalDocumentHeads['terms-of-service'],
    lastUpdated: '2025-01-15',
    intro:
      'Welcome to Estes Park Guide. These terms explain the rules for using our website, ' +
      'what you can expect from us and what we expect from you. We have tried to keep ' +
      'them short and readable, but please take a few minutes to read them, because by ' +
      'using the site you agree to them.',
    sections: [
      {
        id: 'agreeing-to-these-terms',
        heading: 'Agreeing to these terms',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'These terms apply to everyone who visits or uses Estes Park Guide, including ' +
              'anyone who sends us a trip-planning request, event, partner application or ' +
              'newsletter sign-up. In these terms, “we,” “us” and “our” mean Estes Park Guide, ' +
              'and “you” means you, the visitor. If you do not agree with these terms, please ' +
              'do not use the site.',
          },
          {
            kind: 'paragraph',
            text:
              'Our Privacy Policy explains how we handle personal information, and our ' +
              'Accessibility Statement explains our approach to accessibility. Both are part ' +
              'of how we run the site and are worth reading alongside these terms.',
          },
        ],
      },
      {
        id: 'using-the-site',
        heading: 'Using the site',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Estes Park Guide is a free, public visitor guide. You do not need an account to ' +
              'use it, and we never ask you to sign in. You are welcome to use the site for ' +
              'your own personal, non-commercial trip planning, and to share links to our ' +
              'pages with friends and family.',
          },
          {
            kind: 'paragraph',
            text:
              'We may change, add or remove parts of the site at any time, and we may pause ' +
              'the site for maintenance. We will try to keep it available, but we cannot ' +
              'promise that it will always be online or free of errors.',
          },
        ],
      },
      {
        id: 'information-on-the-site',
        heading: 'Information on the site',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'We work hard to keep our guides useful and up to date, but things in a mountain ' +
              'town change quickly. Lodging prices and availability, opening hours, menus, ' +
              'event dates, weather forecasts, webcam images and road and trail conditions can ' +
              'all change without notice, and some of this information comes from third ' +
              'parties.',
          },
          {
            kind: 'paragraph',
            text:
              'Everything on the site is provided for general information. Before you rely on ' +
              'it, especially for anything that costs money or affects your safety, please ' +
              'confirm the details directly with the business, event organizer or provider ' +
              'concerned. Prices shown on our site are a guide; the price that applies to a ' +
              'booking is the one the booking partner shows you when you book.',
          },
        ],
      },
      {
        id: 'park-regulations-and-safety',
        heading: 'Park regulations, conditions and safety',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Rocky Mountain National Park is managed by the National Park Service, not by ' +
              'us. Park rules, entry requirements, fees, road and trail closures and ' +
              'conditions can change at short notice. Always check the official National Park ' +
              'Service website for Rocky Mountain National Park, and follow posted signs and ' +
              'instructions from rangers, before and during your visit.',
          },
          {
            kind: 'paragraph',
            text:
              'Hiking, driving mountain roads, watching wildlife and other outdoor activities ' +
              'at high elevation carry real risks, including sudden weather changes, altitude ' +
              'sickness and encounters with wildlife. You are responsible for judging your own ' +
              'abilities, preparing properly and deciding whether an activity is safe for you ' +
              'and your group.',
          },
        ],
      },
      {
        id: 'bookings-with-third-parties',
        heading: 'Bookings with third parties',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'We do not take bookings ourselves. When you select “Book Now” or a similar ' +
              'link, you leave Estes Park Guide and go to a third-party booking partner. Any ' +
              'reservation you make is a contract between you and that partner (or the ' +
              'property owner), under their terms, cancellation policies and privacy policy. ' +
              'Payment, changes, refunds and any problems with your stay are handled by them, ' +
              'not by us.',
          },
          {
            kind: 'paragraph',
            text:
              'We are not responsible for the content, accuracy, availability or practices of ' +
              'third-party websites, including booking partners, webcam hosts and other sites ' +
              'we link to. A link to another site is not an endorsement of everything on it.',
          },
        ],
      },
      {
        id: 'affiliate-disclosure',
        heading: 'Affiliate disclosure',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Some links on Estes Park Guide, including “Book Now” links, are sponsored ' +
              'affiliate links. If you make a booking after following one of these links, the ' +
              'booking partner may pay us a commission. This does not cost you anything extra: ' +
              'the price you pay is the same as if you had gone to the partner directly.',
          },
          {
            kind: 'paragraph',
            text:
              'Affiliate compensation helps keep the site free. It may affect which partners ' +
              'we work with and where their links appear, so we label sponsored links clearly. ' +
              'Our own descriptions and recommendations reflect what we believe will be useful ' +
              'to visitors.',
          },
        ],
      },
      {
        id: 'your-submissions',
        heading: 'Your submissions',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'You can send us trip-planning requests, event submissions, partner applications ' +
              'and newsletter sign-ups. When you do, you agree that:',
          },
          {
            kind: 'list',
            items: [
              'the information you send is accurate, complete and yours to share;',
              'you have the right to share any photos you upload, including permission from ' +
                'any recognizable people shown in them;',
              'your submission does not contain anything unlawful, defamatory, hateful, ' +
                'misleading, infringing or harmful, such as viruses or spam; and',
              'you will not submit events or applications on behalf of others without their ' + 'permission.',
            ],
          },
          {
            kind: 'paragraph',
            text:
              'When you submit an event, you give us a non-exclusive, royalty-free, worldwide ' +
              'license to publish, display, reproduce and adapt the event details and photos ' +
              'on Estes Park Guide and in our newsletter and social media posts promoting the ' +
              'event. You keep ownership of your content. A member of our team reviews each ' +
              'event submission, usually within 48 hours.',
          },
          {
            kind: 'paragraph',
            text:
              'We may edit submissions for length, clarity, style or accuracy, and we may ' +
              'decline or remove any submission at our discretion, including events that do ' +
              'not suit the guide. Submitting an event or partner application does not ' +
              'guarantee that it will be published or accepted.',
          },
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Intellectual property',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'The site and its content, including text, guides, blog articles, photos, ' +
              'graphics, logos and the “Estes Park Guide” and “The Estes Insider” names, ' +
              'belong to us or to the people who license them to us, and are protected by ' +
              'copyright, trademark and other laws. Some content, such as webcam images, ' +
              'weather data and partner listings, belongs to third parties.',
          },
          {
            kind: 'paragraph',
            text:
              'You may view, print and share our pages for personal, non-commercial use. ' +
              'Please do not copy, republish or sell our content without our written ' +
              'permission. Quoting a short excerpt with a link back to the original page is ' +
              'fine.',
          },
        ],
      },
      {
        id: 'prohibited-uses',
        heading: 'Prohibited uses',
        blocks: [
          { kind: 'paragraph', text: 'When using the site, you agree not to:' },
          {
            kind: 'list',
            items: [
              'break any law or infringe anyone else’s rights;',
              'submit false, misleading or spam content, or impersonate anyone;',
              'scrape, crawl or copy the site in bulk, or use automated tools to submit ' + 'forms;',
              'try to gain unauthorized access to our systems, interfere with the site’s ' +
                'security or overload our servers;',
              'upload viruses, malware or any other harmful code; or',
              'tamper with affiliate links or use the site to commit fraud against us or our ' + 'partners.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'We may block access to the site, or refuse submissions, from anyone who breaks ' + 'these rules.',
          },
        ],
      },
      {
        id: 'disclaimers',
        heading: 'Disclaimers',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'The site is provided “as is” and “as available.” To the fullest extent ' +
              'permitted by law, we make no warranties of any kind, whether express or ' +
              'implied, including warranties of merchantability, fitness for a particular ' +
              'purpose, accuracy and non-infringement. We do not guarantee that the site will ' +
              'be uninterrupted, secure or error-free, or that any lodging, business, event or ' +
              'activity listed on it will meet your expectations.',
          },
        ],
      },
      {
        id: 'limitation-of-liability',
        heading: 'Limitation of liability',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'To the fullest extent permitted by law, Estes Park Guide will not be liable for ' +
              'any indirect, incidental, special, consequential or punitive damages, or for ' +
              'any lost profits, lost data or travel costs, arising from your use of the site ' +
              'or from any booking, stay, event or activity you find through it. Because the ' +
              'site is free, our total liability to you for any claim relating to the site is ' +
              'limited to one hundred US dollars (US$100).',
          },
          {
            kind: 'paragraph',
            text:
              'Some places do not allow certain limitations of liability, so some of these ' +
              'limits may not apply to you. Nothing in these terms limits any rights you have ' +
              'that cannot be limited by law.',
          },
        ],
      },
      {
        id: 'indemnity',
        heading: 'Indemnity',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'If you break these terms, misuse the site or submit content that infringes ' +
              'someone else’s rights, you agree to indemnify and hold harmless Estes Park ' +
              'Guide and the people who run it from any claims, losses and reasonable costs, ' +
              'including legal fees, that result.',
          },
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing law',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'These terms are governed by the laws of the State of Colorado, without regard ' +
              'to its conflict-of-law rules. Any dispute relating to these terms or the site ' +
              'will be heard in the state or federal courts located in Colorado, unless the ' +
              'law that applies to you requires otherwise. Before going to court, please ' +
              'contact us: most problems can be solved with a conversation.',
          },
        ],
      },
      {
        id: 'changes-to-these-terms',
        heading: 'Changes to these terms',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'We may update these terms from time to time. When we do, we will post the new ' +
              'version here and change the “Last updated” date at the top of the page. If you ' +
              'keep using the site after a change, you accept the updated terms. If a part of ' +
              'these terms is found to be unenforceable, the rest stays in effect, and if we ' +
              'do not enforce a term right away, we have not given up the right to do so.',
          },
        ],
      },
      {
        id: 'contact-us',
        heading: 'Contact us',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Questions about these terms, a concern about something on the site or a request ' +
              'to correct a listing? Email us at {email} or call our customer service line at ' +
              '{phone}. We are happy to help.',
          },
        ],
      },
    ],
  },
  accessibility: {
    id: 'accessibility',
    ...legalDocumentHeads['accessibility'],
    lastUpdated: '2025-01-15',
    intro:
      'Estes Park and Rocky Mountain National Park should be easy to explore for ' +
      'everyone, and so should the website that helps you plan your visit. Estes Park ' +
      'Guide is committed to making its site accessible to people with disabilities, ' +
      'including people who use screen readers, keyboards, magnification or other ' +
      'assistive technology. This statement describes where we stand today, what we do, ' +
      'where we still fall short and how to tell us when something doesn’t work for you.',
    sections: [
      {
        id: 'our-commitment',
        heading: 'Our commitment',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'We treat accessibility as part of building the site, not as a finishing touch. ' +
              'When we design a new page, add a feature or publish new content, we consider ' +
              'how it will work for people with different abilities and ways of browsing. We ' +
              'know we are not perfect, and we want to hear from you so that we can keep ' +
              'improving.',
          },
        ],
      },
      {
        id: 'conformance-status',
        heading: 'Conformance status',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'The Web Content Accessibility Guidelines (WCAG) are an international standard, ' +
              'published by the World Wide Web Consortium (W3C), that explains how to make web ' +
              'content more accessible to people with disabilities. The guidelines define ' +
              'three levels of conformance: A, AA and AAA.',
          },
          {
            kind: 'paragraph',
            text:
              'Estes Park Guide is partially conformant with WCAG 2.1 level AA. “Partially ' +
              'conformant” means that some parts of the content do not fully conform to the ' +
              'standard. Most of the site meets level AA, and the known gaps are described ' +
              'below in “Known limitations.”',
          },
        ],
      },
      {
        id: 'measures-we-take',
        heading: 'Measures we take',
        blocks: [
          { kind: 'paragraph', text: 'To make the site accessible, we:' },
          {
            kind: 'list',
            items: [
              'build pages with semantic HTML, using proper headings, landmarks, lists, ' +
                'labels and buttons so that assistive technology can understand the structure ' +
                'of each page;',
              'make every feature usable with a keyboard alone, including menus, filters, ' +
                'forms and the saved-properties list, in a logical order;',
              'show a clearly visible focus indicator, so you can always see where you are ' +
                'on the page when navigating by keyboard;',
              'choose text and background colors with sufficient color contrast, and never ' +
                'use color as the only way to convey information;',
              'provide text alternatives for meaningful images and hide purely decorative ' +
                'images from screen readers;',
              'label form fields clearly, explain what is required and describe errors in ' +
                'text so they can be understood and fixed;',
              'respect your device’s reduced-motion setting by turning off or reducing ' +
                'animations and transitions when you have asked for less motion;',
              'let text resize and content reflow on small screens and at high zoom without ' +
                'losing information; and',
              'test the site with automated accessibility tools and manually with keyboard ' +
                'navigation and screen readers, and fix the issues we find.',
            ],
          },
        ],
      },
      {
        id: 'compatibility',
        heading: 'Compatibility with browsers and assistive technology',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Estes Park Guide is designed to work with recent versions of major web browsers ' +
              'on desktop and mobile, and with commonly used screen readers and other ' +
              'assistive technologies. Older browsers and assistive technologies may not ' +
              'support every feature. If you can, we recommend keeping your browser and ' +
              'assistive technology up to date for the best experience.',
          },
          {
            kind: 'paragraph',
            text:
              'The site relies on HTML, CSS, WAI-ARIA and JavaScript to work as intended with ' +
              'your browser and any assistive technology you use.',
          },
        ],
      },
      {
        id: 'known-limitations',
        heading: 'Known limitations',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Despite our efforts, some parts of the site are not yet fully accessible. These ' +
              'are the limitations we know about:',
          },
          {
            kind: 'list',
            items: [
              'Webcam images come from third-party webcam hosts and change throughout the ' +
                'day. We cannot describe every live image in detail, and we do not control how ' +
                'quickly or reliably those hosts deliver them. We label each webcam with its ' +
                'location and view so you know what it shows.',
              'When you follow a “Book Now” link, you go to a third-party booking site. The ' +
                'accessibility of those sites, including their booking and payment forms, is ' +
                'outside our control. If you run into barriers there, please contact the ' +
                'booking partner, and let us know too so that we can pass on the feedback.',
              'Some older blog images may lack detailed text descriptions. We are reviewing ' +
                'older articles and adding better descriptions as we go.',
              'Photos sent in with community event submissions may have only brief ' +
                'descriptions until our team reviews them.',
              'Weather information comes from a third-party weather provider, and some ' +
                'details may appear in formats that are harder to read with assistive ' +
                'technology.',
            ],
          },
          {
            kind: 'paragraph',
            text:
              'If any of these limitations prevent you from getting the information you need, ' +
              'please contact us and we will help you another way.',
          },
        ],
      },
      {
        id: 'getting-help-another-way',
        heading: 'Getting help another way',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'If something on the site doesn’t work for you, you don’t have to struggle with ' +
              'it. Call us at {phone} or email {email}, and we will gladly provide the ' +
              'information in another format, read out details from a page, help you compare ' +
              'lodging options or help you send a trip-planning request or event submission.',
          },
        ],
      },
      {
        id: 'feedback',
        heading: 'Feedback and contact',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'We welcome your feedback on the accessibility of Estes Park Guide. Please let ' +
              'us know if you come across a barrier or have a suggestion for improvement:',
          },
          { kind: 'list', items: ['Phone: {phone}', 'Email: {email}'] },
          {
            kind: 'paragraph',
            text:
              'To help us understand and fix the problem, it is useful to tell us the address ' +
              'of the page, what you were trying to do, what went wrong and, if you are ' +
              'comfortable sharing it, the browser and any assistive technology you were ' +
              'using. You do not need to give us technical details to get help, though.',
          },
          {
            kind: 'paragraph',
            text:
              'We try to reply to accessibility feedback within 2 business days. If a fix will ' +
              'take longer, we will tell you what we plan to do and when, and we will offer ' +
              'you another way to get the information in the meantime.',
          },
        ],
      },
      {
        id: 'how-we-assess-accessibility',
        heading: 'How we assess accessibility',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'We assess the accessibility of Estes Park Guide through self-evaluation. That ' +
              'includes automated checks with accessibility testing tools, manual reviews of ' +
              'keyboard navigation, focus, color contrast and text alternatives, and testing ' +
              'key pages and tasks with screen readers. We repeat these checks when we make ' +
              'significant changes to the site.',
          },
        ],
      },
      {
        id: 'ongoing-improvements',
        heading: 'Ongoing improvements',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Accessibility is ongoing work. We regularly review our pages, fix issues as we ' +
              'find them and include accessibility in the way we plan and build new features ' +
              'and content. We will update this statement as we make progress, and the “Last ' +
              'updated” date at the top of the page shows when it was last reviewed.',
          },
        ],
      },
    ],
  },
};
