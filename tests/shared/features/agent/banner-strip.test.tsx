// @vitest-environment screen
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { BannerStrip } from '@features/agent/components/banner-strip';

const banners = [
  { id: 1, image: '/demo/banner-welcome.webp', link: '/register', title: 'สมัครวันนี้' },
  { id: 2, image: '/demo/banner-slot.webp', link: '/slot', title: 'สล็อต' },
  { id: 3, image: '/demo/banner-lotto.webp', link: '/lotto/lobby', title: 'หวย' },
];

afterEach(cleanup);

describe('the banner strip', () => {
  it('puts only the first banner in the server-rendered page, so nothing else is fetched with it', () => {
    const html = renderToString(<BannerStrip banners={banners} />);
    expect([...html.matchAll(/<img[^>]*src="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/demo/banner-welcome.webp',
    ]);
    expect(html.match(/class="agent-banner__item"/g)).toHaveLength(3);
  });

  it('asks for the others once it runs in the browser', () => {
    render(<BannerStrip banners={banners} />);
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(
      banners.map((banner) => banner.image),
    );
  });
});
