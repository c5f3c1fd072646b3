// @vitest-environment screen
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { safetyHelp } from '@contract/protection/protection';
import { SafetyHelpPage } from '@features/safety/components/help-page';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';

afterEach(cleanup);

const help = (contact: { text: string; phone: string; line_id: string; url: string }) =>
  safetyHelp.parse({ contact });

describe('SafetyHelpPage', () => {
  it("explains returns with the verify page, the signs, the member's tools and the agent's help contact", async () => {
    fakeServer({
      'GET /api/safety/help': () => ({
        data: help({
          text: 'ปรึกษาทีมงานได้ตลอด 24 ชั่วโมง',
          phone: '02-123 4567',
          line_id: '@siamhelp',
          url: 'https://help.example/safe',
        }),
      }),
    });
    renderScreen(<SafetyHelpPage />, '/safety');
    expect(screen.getByText('สำหรับผู้ที่มีอายุ 20 ปีบริบูรณ์ขึ้นไปเท่านั้น')).toBeTruthy();
    expect(screen.getByText(/อัตราจ่ายคืน \(RTP\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ไปหน้าตรวจสอบผลย้อนหลัง' }).getAttribute('href')).toBe(
      '/games/verify/',
    );
    expect(screen.getByText('เล่นเพื่อเอาเงินที่เสียไปคืน')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ไปตั้งค่าควบคุมการเล่น' }).getAttribute('href')).toBe(
      '/member/safety',
    );

    const contact = screen.getByTestId('safety-help-contact');
    expect(await within(contact).findByText('ปรึกษาทีมงานได้ตลอด 24 ชั่วโมง')).toBeTruthy();
    expect(within(contact).getByRole('link', { name: '02-123 4567' }).getAttribute('href')).toBe(
      'tel:021234567',
    );
    expect(within(contact).getByText('@siamhelp')).toBeTruthy();
    expect(
      within(contact).getByRole('link', { name: 'https://help.example/safe' }).getAttribute('href'),
    ).toBe('https://help.example/safe');
  });

  it('links no address that is not http(s), and says where to ask when the agent set nothing', async () => {
    fakeServer({
      'GET /api/safety/help': () => ({
        data: help({ text: '', phone: '1323', line_id: '', url: 'javascript:alert(1)' }),
      }),
    });
    renderScreen(<SafetyHelpPage />, '/safety');
    const contact = screen.getByTestId('safety-help-contact');
    expect(await within(contact).findByRole('link', { name: '1323' })).toBeTruthy();
    expect(within(contact).getAllByRole('link')).toHaveLength(1);
    expect(contact.textContent).not.toContain('javascript');
    cleanup();

    fakeServer({
      'GET /api/safety/help': () => ({ data: help({ text: '', phone: '', line_id: '', url: '' }) }),
    });
    renderScreen(<SafetyHelpPage />, '/safety');
    expect(await screen.findByText('ติดต่อทีมงานได้ทางช่องทางติดต่อของเว็บ')).toBeTruthy();
  });
});
