/**
 * /submit-event: the long form's messages, the registration link only when registration is
 * required, photos (three kept, extras dropped with a note, non-images refused), the stored
 * submission, and a person approving it so it appears in the approved events API, its photos
 * served by the second instance too (another data folder, the same database: decision 037).
 */
import { secondInstancePort } from '../playwright.config';
import { expect, test } from './fixtures';
import { openHydrated } from './support/page-ready';
import { expectRequiredMessages, openWithoutJavaScript, submitForThanks } from './support/steps';
import { imageBytes, submissionsCli } from './planning-forms-cli';

test('the form names each required field and shows the link field only when registration is required', async ({
  page,
}) => {
  await openHydrated(page, '/submit-event');
  for (const heading of ['Submission guidelines', 'Event categories', 'Promotion options', 'How it works']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await expectRequiredMessages(page, page.getByRole('button', { name: 'Submit Event' }), [
    'Please enter the name of the event.',
    'Please enter the date of the event.',
    'Please choose an event type.',
    'Please enter the venue.',
    'Please describe the event.',
    'Please enter the organizer or contact name.',
    'Please enter a valid email address.',
  ]);

  const registration = page.getByLabel('Registration required?');
  await expect(page.getByLabel('Registration link')).toHaveCount(0);
  await registration.selectOption('yes');
  await page.getByLabel('Registration link').fill('tickets-page');
  await page.getByLabel('Website').fill('not a site');
  await page.getByRole('button', { name: 'Submit Event' }).click();
  await expect(page.getByText('Please enter a full web address starting with http:// or https://.')).toHaveCount(2);
  await registration.selectOption('recommended');
  await expect(page.getByLabel('Registration link')).toHaveCount(0);
});

test('photos: extras dropped with a note, non-images refused; the event is stored, approved and published', async ({
  page,
  request,
}) => {
  // It waits for the events page's declared freshness (at most a minute) at the end.
  test.setTimeout(240_000);
  await openHydrated(page, '/submit-event');
  const photos = page.getByLabel(/Event photos/);
  await photos.setInputFiles([{ name: 'poster.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') }]);
  await expect(page.getByText('Only image files can be added: poster.pdf was not added.')).toBeVisible();
  await photos.setInputFiles(
    ['stage.png', 'crowd.jpg', 'lake.png', 'extra.jpg'].map((name) => ({
      name,
      mimeType: name.endsWith('.png') ? 'image/png' : 'image/jpeg',
      buffer: name.endsWith('.png') ? imageBytes.png : imageBytes.jpeg,
    })),
  );
  await expect(page.getByText('Only the first 3 photos are kept: 1 more was left out.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Photos to send' }).getByRole('listitem')).toHaveText([
    'stage.png',
    'crowd.jpg',
    'lake.png',
  ]);

  const title = `Sunset Jazz e2e ${Date.now()}`;
  await page.getByLabel('Event name').fill(title);
  await page.getByLabel('Event date').fill('2027-07-04');
  await page.getByLabel('Event type').selectOption('concert');
  await page.getByLabel('Start time').fill('19:00');
  await page.getByLabel('End time').fill('21:30');
  await page.getByLabel('Venue').fill('Lake Estes Marina');
  await page.getByLabel('Description').fill('An evening of jazz by the water.');
  await page.getByLabel('Age requirements').selectOption('all-ages');
  await page.getByLabel('Registration required?').selectOption('yes');
  await page.getByLabel('Registration link').fill('https://tickets.example.org/jazz');
  await page.getByLabel('Organizer or contact name').fill('Lake Estes Music Club');
  await page.getByLabel('Email').fill('jazz.e2e@example.org');
  await page.getByLabel('How did you hear about us?').selectOption('newsletter');
  const id = await submitForThanks(page, {
    send: page.getByRole('button', { name: 'Submit Event' }),
    apiPath: '/api/planning/event-submissions',
    scope: page,
    hasText: 'Thank you for submitting your event!',
    thanks: "Thank you for submitting your event! We'll review it within 48 hours and contact you with next steps.",
  });
  await expect(page.getByLabel('Event name')).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Photos to send' })).toHaveCount(0);

  const stored = await submissionsCli('show', id);
  expect(stored).toContain('Type:      event-submission');
  expect(stored).toContain('Status:    new');
  expect(stored.match(/^photo \d: /gm)).toHaveLength(3);

  const approvedBefore = await request.get('/api/planning/events/approved');
  const before = (await approvedBefore.json()) as { events: { id: string }[] };
  expect(before.events.map((event) => event.id)).not.toContain(id);
  expect(await submissionsCli('list', '--type', 'events', '--status', 'new')).toContain(id);
  // The event's page on the calendar, as the page cache keeps it before the approval (no such
  // event yet), and how long it may still be served as it is.
  const eventPage = `/events?event=${id}`;
  await request.get(eventPage);
  const cached = await request.get(eventPage);
  expect(cached.headers()['x-page-cache']).toMatch(/^(hit|stale)$/);
  expect(await cached.text()).not.toContain(title);
  // A shared cache in front may keep it a second (decision 050); the server's page cache keeps it
  // for the freshness its data declared (decision 027), which operators (loopback) are shown.
  expect(cached.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=[01]$/);
  const freshFor = Number(/max-age=(\d+)/.exec(approvedBefore.headers()['surrogate-control'] ?? '')?.[1] ?? NaN);
  expect(freshFor).toBeLessThanOrEqual(60);
  expect(await submissionsCli('approve', id)).toContain('It now appears on the events calendar.');

  const after = (await (await request.get('/api/planning/events/approved')).json()) as {
    events: { id: string; title: string; time: string; category: string; images: string[] }[];
  };
  const published = after.events.find((event) => event.id === id);
  expect(published).toMatchObject({ title, time: '7:00 PM - 9:30 PM', category: 'Concert' });
  expect(published?.images).toHaveLength(3);
  const photo = await request.get(published?.images[1] ?? '');
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/jpeg');
  // Every photo from both instances, byte for byte the same: the second one never received the post.
  for (const src of published?.images ?? []) {
    const [main, other] = await Promise.all([
      request.get(src),
      request.get(`http://localhost:${secondInstancePort}${src}`),
    ]);
    expect([main.status(), other.status()]).toEqual([200, 200]);
    expect(other.headers()['etag']).toBe(main.headers()['etag']);
    expect(other.headers()['x-image-width']).toBe(main.headers()['x-image-width']);
    expect((await other.body()).equals(await main.body())).toBe(true);
  }

  // The events page shows it within the freshness the page declared (the review tool runs in
  // another process: on SQLite the page follows its time to live, on PostgreSQL it is told).
  await expect
    .poll(async () => (await (await request.get(eventPage)).text()).includes(title), {
      timeout: (freshFor + 10) * 1000,
      intervals: [1000],
    })
    .toBe(true);
  // Its card shows the photo with its own pixel size (re-encoded on arrival), so it keeps its place.
  // The list pages are cached pages too (other tests loaded them): each shows it within its
  // own declared minute, as the event's page did.
  const card = `<img src="${published?.images[0]}" alt="Photo of ${title} from its organizer" width="40" height="25"`;
  await expect
    .poll(
      async () => {
        const listings = await Promise.all(
          [1, 2, 3, 4, 5, 6].map(async (listPage) => (await request.get(`/events?page=${listPage}`)).text()),
        );
        return listings.some((html) => html.includes(card));
      },
      { timeout: 70_000, intervals: [2000] },
    )
    .toBe(true);
});

test('without JavaScript the event and its photos still arrive, and the note says which were left out', async ({
  browser,
}) => {
  const page = await openWithoutJavaScript(browser, '/submit-event');
  await page.getByLabel('Event name').fill('Noscript Pancake Breakfast');
  await page.getByLabel('Event date').fill('2027-08-01');
  await page.getByLabel('Event type').selectOption('food-drink');
  await page.getByLabel('Venue').fill('Estes Park Fairgrounds');
  await page.getByLabel('Description').fill('Pancakes for the whole valley.');
  await page.getByLabel('Organizer or contact name').fill('Rotary Club');
  await page.getByLabel('Email').fill('pancakes.e2e@example.org');
  await page
    .getByLabel(/Event photos/)
    .setInputFiles(
      ['1.png', '2.png', '3.png', '4.png'].map((name) => ({ name, mimeType: 'image/png', buffer: imageBytes.png })),
    );
  await page.getByRole('button', { name: 'Submit Event' }).click();
  await expect(page).toHaveURL(/\/submit-event\?sent=s[0-9a-f]{10}&dropped=1#form-status$/);
  await expect(page.getByText('Thank you for submitting your event!')).toBeVisible();
  await expect(page.getByText('Only the first 3 photos were kept; 1 more was left out.')).toBeVisible();
  const id = new URL(page.url()).searchParams.get('sent') ?? '';
  expect((await submissionsCli('show', id)).match(/^photo \d: /gm)).toHaveLength(3);
  await page.context().close();
});
