import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { collectPageErrors, newContext, screenshot, sharedBrowser } from './helpers/browser';
import {
  newMember,
  openLiffRegistration,
  pathOf,
  submitRegistration,
  visible,
  waitForPath,
} from './helpers/flows';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

/**
 * The built files of the registration form (the global setup's build, which the server serves): its page's
 * chunk and the form's own (a chunk shared with the web's /register, so named after it in the manifest).
 */
const registrationFormFiles = () => {
  const manifest = resolve(import.meta.dirname, '../../.tmp/e2e-dist/.vite/manifest.json');
  type Chunk = { file: string; imports?: string[] };
  const chunks = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, Chunk>;
  const page = chunks['shared/features/account/components/register-page.tsx']!;
  const form = (page.imports ?? []).filter((key) => key.includes('register-box'));
  return [page.file, ...form.map((key) => chunks[key]!.file)].map((file) => `/${file}`);
};

// The server runs with LIFF_MOCK=on and the build has no LIFF ids, so the app uses @line/liff-mock, whose
// ID token maps to one fixed development LINE user. The database is fresh per run: that user starts unlinked.
describe('/liff/profile through the mocked LIFF SDK', () => {
  it('registers a new LINE user with the LINE profile, then shows the profile', async () => {
    const context = await newContext(browser(), baseURL, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const member = newMember();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const formFiles = registrationFormFiles();
    try {
      await page.goto('/liff/profile');
      await visible(page.getByTestId('liff-layout'));
      const registration = page.getByTestId('liff-register');
      await visible(registration);
      // A short welcome first, greeting by the LINE name; the form only at the tap.
      const welcome = registration.getByTestId('liff-welcome');
      await visible(welcome);
      const greeting = await welcome.getByRole('heading').textContent();
      expect(await registration.getByTestId('register-box').count()).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(requested.filter((path) => formFiles.includes(path))).toEqual([]);
      await screenshot(page, 'phone-liff-welcome');
      await openLiffRegistration(page);
      const nameField = page.locator('input[placeholder="ชื่อ-นามสกุล ตรงกับบัญชีธนาคาร"]');
      const prefilled = await nameField.inputValue();
      expect(prefilled.length).toBeGreaterThan(0);
      expect(greeting).toBe(`สวัสดีคุณ ${prefilled}`);
      expect(await registration.textContent()).toContain(`สวัสดีคุณ ${prefilled}`);
      expect(await welcome.count()).toBe(0);
      expect(requested.filter((path) => formFiles.includes(path)).sort()).toEqual([...formFiles].sort());
      await screenshot(page, 'phone-liff-register');

      await submitRegistration(page, member, { keepName: true });
      const info = page.getByTestId('profile-info');
      await visible(info.filter({ hasText: member.phone }).filter({ hasText: 'เชื่อมต่อแล้ว' }));
      expect(pathOf(page)).toBe('/liff/profile');
      await screenshot(page, 'phone-liff-profile');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('logs the linked LINE user straight in, also from a liff.state deep link', async () => {
    const context = await newContext(browser(), baseURL, 'phone');
    const page = await context.newPage();
    try {
      // What LINE opens for https://liff.line.me/{liffId}/profile: the endpoint with the path in liff.state.
      await page.goto('/liff?liff.state=%2Fprofile');
      await waitForPath(page, '/liff/profile');
      await visible(page.getByTestId('profile-info').filter({ hasText: 'เชื่อมต่อแล้ว' }));
      expect(await page.getByTestId('liff-register').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('lands on the deposit screen from a cold /liff/deposit deep link', async () => {
    const context = await newContext(browser(), baseURL, 'phone');
    const page = await context.newPage();
    try {
      await page.goto('/liff/deposit');
      await visible(page.getByTestId('deposit-page'));
      expect(pathOf(page)).toBe('/liff/deposit');
      await screenshot(page, 'phone-liff-deposit');
    } finally {
      await context.close();
    }
  });

  it('opens the member home at /liff', async () => {
    const context = await newContext(browser(), baseURL, 'phone');
    const page = await context.newPage();
    try {
      await page.goto('/liff');
      await visible(page.getByTestId('member-home'));
      await screenshot(page, 'phone-liff-home');
    } finally {
      await context.close();
    }
  });
});
