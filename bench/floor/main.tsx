import '@fontsource/prompt/400.css';
import '@fontsource/prompt/500.css';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Button, ConfigProvider, Grid, NavBar, Swiper } from 'antd-mobile';
import thTH from 'antd-mobile/es/locales/th-TH';
import axios from 'axios';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';
import { create } from 'zustand';

/**
 * The floor of the lighthouse suite: the member apps' libraries (React 19, react-router's data router,
 * react-query, zustand, axios, antd-mobile in Thai) and font with no app of our own, one banner image and a few
 * tiles. Each library is used once so that it is in the bundle; nothing waits for the network but the banner.
 */
const api = axios.create({ baseURL: '/api', timeout: 10_000 });
const useTiles = create<{ selected: string; select: (name: string) => void }>((set) => ({
  selected: 'สล็อต',
  select: (selected) => set({ selected }),
}));
const TILES = ['สล็อต', 'คาสิโน', 'ยิงปลา', 'กีฬา'];

const Home = () => {
  const { selected, select } = useTiles();
  const { data } = useQuery({ queryKey: ['tiles', api.defaults.baseURL], queryFn: () => TILES });
  return (
    <div
      style={{ fontFamily: 'Prompt, sans-serif', minHeight: '100vh', background: '#12152b', color: '#fff' }}
    >
      <NavBar back={null}>สยามเดโม่</NavBar>
      <Swiper autoplay loop>
        <Swiper.Item>
          <img
            src="/demo/banner-welcome.webp"
            alt="โปรโมชั่น"
            width={1200}
            height={400}
            style={{ width: '100%', height: 'auto' }}
          />
        </Swiper.Item>
      </Swiper>
      <Grid columns={2} gap={8} style={{ padding: 12 }}>
        {(data ?? []).map((name) => (
          <Grid.Item key={name}>
            <Button block color={name === selected ? 'primary' : 'default'} onClick={() => select(name)}>
              {name}
            </Button>
          </Grid.Item>
        ))}
      </Grid>
      <p style={{ padding: '0 12px' }}>
        เลือกแล้ว: {selected} · <Link to="/">หน้าแรก</Link>
      </p>
    </div>
  );
};

const router = createBrowserRouter([{ path: '*', element: <Home /> }]);
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={thTH}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  </StrictMode>,
);
