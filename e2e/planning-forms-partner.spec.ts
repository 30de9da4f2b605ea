/** /partner: the application's messages (required fields, URL check) and an application stored. */
import { expect, test } from './fixtures';
import { openHydrated } from './support/page-ready';
import { expectRequiredMessages, submitForId } from './support/steps';
import { submissionsCli } from './planning-forms-cli';

test('the application names missing fields and a bad link, then is stored and answered', async ({ page }) => {
  await openHydrated(page, '/partner');
  await expect(page.getByText('We review every application and answer within 24 hours.')).toBeVisible();
  const send = page.getByRole('button', { name: 'Submit Application' });
  await expectRequiredMessages(page, send, [
    'Please enter your name.',
    'Please enter a valid email address.',
    'Please choose a partnership type.',
    'Please tell us about your goals.',
  ]);

  await page.getByLabel('Your name').fill('Ben Cole');
  await page.getByLabel('Email').fill('ben.e2e@example.com');
  await page.getByLabel('Website or social link').fill('trailhead cafe');
  await page.getByLabel('Partnership type').selectOption('restaurant');
  await page.getByLabel('Monthly budget').selectOption('revenue-share');
  await page.getByLabel('Your goals').fill('Reach more summer visitors.');
  await send.click();
  await expect(page.getByText('Please enter a full web address starting with http:// or https://.')).toBeVisible();
  await expect(page.getByLabel('Your goals')).toHaveValue('Reach more summer visitors.');

  await page.getByLabel('Website or social link').fill('https://trailhead.example.com');
  const id = await submitForId(page, send, '/api/planning/partner-applications');
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your application!' })).toContainText(
    'within 24 hours',
  );
  await expect(page.getByLabel('Your name')).toHaveValue('');

  const stored = await submissionsCli('show', id);
  expect(stored).toContain('Type:      partner');
  expect(stored).toMatch(/budget:\s+revenue-share/);
  expect(stored).toMatch(/link:\s+https:\/\/trailhead\.example\.com/);
  const csv = await submissionsCli('export', '--format', 'csv', '--type', 'partner');
  expect(csv.split('\n')[0]).toBe('id,type,status,received_at,reviewed_at,name,email,summary,fields,photos');
  expect(csv).toContain(`${id},partner,new,`);
});
