// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { ListEditor, listSpecs } from '@admin-app/features/content/components/list-editor';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const announcement = (id: number, title: string, marketing: boolean) => ({
  id,
  type: 2,
  image: '',
  link: '',
  title,
  description: '',
  marketing,
  sort: id,
  active: true,
});

describe('the announcements list', () => {
  it('marks the marketing announcements, the ones a member in a time-out or self-exclusion does not get', async () => {
    fakeServer({
      'GET /api/admin/content/notifications': () => ({
        data: [announcement(1, 'ปิดปรับปรุงระบบธนาคาร', false), announcement(2, 'โปรฝากแรกรับ 50%', true)],
      }),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <App>
          <ListEditor spec={listSpecs.find((spec) => spec.kind === 'notifications')!} />
        </App>
      </QueryClientProvider>,
    );
    const promotion = (await screen.findByText('โปรฝากแรกรับ 50%')).closest('tr')!;
    const maintenance = screen.getByText('ปิดปรับปรุงระบบธนาคาร').closest('tr')!;
    expect(screen.getByRole('columnheader', { name: 'ประกาศการตลาด' })).toBeTruthy();
    expect(promotion.textContent).toContain('ไม่แสดงกับผู้พักการเล่น');
    expect(maintenance.textContent).not.toContain('ไม่แสดงกับผู้พักการเล่น');
  });
});
