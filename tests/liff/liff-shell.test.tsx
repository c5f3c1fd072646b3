// @vitest-environment screen
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, configureApi } from '@lib/api';
import { LiffShell, opensLiffHome } from '@liff-app/app/layouts/liff-shell';

/**
 * The shell is the LIFF app's whole first screen: main.tsx paints it while the SDK and the app's code load and
 * `liff.init()` runs. If that code cannot be loaded, it must say so and offer a reload, not load forever.
 */
beforeAll(() => {
  const adapter: AxiosAdapter = async (config) => ({
    data: { error: 0, message: '', data: { info: { name: 'สยามเดโม่' } } },
    status: 200,
    statusText: '',
    headers: {},
    config,
  });
  api.defaults.adapter = adapter;
  configureApi({ getToken: () => null });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('LIFF shell', () => {
  it('paints the bar and a loading block while the app loads', () => {
    render(<LiffShell />);
    expect(screen.getByTestId('liff-shell')).toBeTruthy();
    expect(screen.getByText('LINE')).toBeTruthy();
    expect(screen.queryByTestId('liff-load-failed')).toBeNull();
  });

  it("says the app's code could not be loaded and reloads on retry", () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(<LiffShell failed />);
    const failed = screen.getByTestId('liff-load-failed');
    expect(failed.textContent).toContain('โหลดแอปไม่สำเร็จ');
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("paints the home's banners it is given, as pictures that wait for the app", () => {
    const banners = [
      { id: 2, image: '/demo/banner-slot.svg', link: '/liff/slot', title: 'สล็อต' },
      { id: 3, image: '/demo/banner-lotto.svg', link: '/liff/lotto', title: 'หวย' },
    ];
    render(<LiffShell banners={banners} />);
    const images = screen.getAllByRole('img', { name: /สล็อต|หวย/ });
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/demo/banner-slot.svg',
      '/demo/banner-lotto.svg',
    ]);
    const before = window.location.href;
    fireEvent.click(images[0]!);
    expect(window.location.href).toBe(before);
    expect(screen.getByLabelText('กำลังโหลด…')).toBeTruthy();
  });

  it.each([
    ['/liff', true],
    ['/liff/', true],
    ['/liff?liff.state=%2Fdeposit', false],
    ['/liff/deposit', false],
    ['/liffx', false],
  ])('knows whether %s opens the home', (path, home) => {
    expect(opensLiffHome(new URL(path, 'https://site.example'))).toBe(home);
  });
});
