// @vitest-environment screen
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameItem } from '@contract/game';
import { useLobbyConfigQuery } from '@features/game/api/get-lobby-config';
import { LobbyPage } from '@features/game/components/lobby-page';
import { api } from '@lib/api';
import { gameClosed, getGameState } from '@features/game/stores/game-store';
import { renderScreen } from '../helpers/render-screen';
import { catalogue, lobbyServer, type Params } from './lobby-server';

const WAIT = { timeout: 5000 };
const gridCards = () => document.querySelectorAll('.lobby-grid .game-card:not(.game-card--skeleton)');
const open = (isLoggedIn: boolean, onLoginRequired = vi.fn()) => {
  renderScreen(
    <LobbyPage lobbyKey="slot" isLoggedIn={isLoggedIn} onLoginRequired={onLoginRequired} />,
    '/slot',
  );
  return onLoginRequired;
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => gameClosed());
  cleanup();
  vi.restoreAllMocks();
});

describe('the lobby of 1,000 games', () => {
  it('renders only the rows on screen of 1,000 games, and the next rows and pages as it scrolls', async () => {
    const server = lobbyServer();
    open(false);
    await waitFor(() => expect(gridCards().length).toBeGreaterThan(0), WAIT);
    expect(screen.getByRole('heading', { name: /เกมทั้งหมด 1,000 เกม/ })).toBeTruthy();
    const shown = gridCards().length;
    expect(shown).toBeLessThanOrEqual(30);
    const image = gridCards()[0]!.querySelector('img')!;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('src')).toMatch(/\.webp$/);
    // Scrolled 40 rows down: the cards there, and still only a window of them.
    const space = document.querySelector<HTMLElement>('.lobby-grid__space')!;
    const rowHeight = Number.parseFloat(space.style.height) / Math.ceil(1000 / 3);
    vi.spyOn(space, 'getBoundingClientRect').mockReturnValue({ top: -40 * rowHeight } as DOMRect);
    act(() => {
      document.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(screen.getByText('มังกรทอง 122')).toBeTruthy(), WAIT);
    expect(gridCards().length).toBeLessThanOrEqual(30);
    expect(screen.queryByText('มังกรทอง 2')).toBeNull();
    const offsets = server.callsTo('GET /api/game/page').map((call) => (call.params as Params).offset);
    expect(offsets).toContain(96);
    expect(
      server.callsTo('GET /api/game/page').every((call) => Number((call.params as Params).limit) <= 48),
    ).toBe(true);
  });

  it('shows the studio tabs with logos; a tab lists its studio only', async () => {
    const server = lobbyServer();
    open(false);
    const tab = await screen.findByRole('button', { name: /Studio 3 84 เกม/ }, WAIT);
    expect(tab.querySelector('img')!.getAttribute('src')).toBe('/studios/studio3.webp');
    expect(screen.getByRole('button', { name: 'ทุกค่าย' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByLabelText('เกมยอดนิยม', {}, WAIT)).toBeTruthy();
    fireEvent.click(tab);
    expect(tab.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('heading', { name: /Studio 3 84 เกม/ }, WAIT)).toBeTruthy();
    expect(screen.queryByLabelText('เกมยอดนิยม')).toBeNull();
    const last = server.callsTo('GET /api/game/page').at(-1)!;
    expect(last.params).toMatchObject({ provider: 'lobbytest', studio: 'studio3', shelf: 'all' });
    await waitFor(() => expect(gridCards()[0]!.textContent).toContain('เสือดาว 3'), WAIT);
  });

  it('searches once typing pauses, and offers a way back when nothing is found', async () => {
    const server = lobbyServer();
    open(false);
    await waitFor(() => expect(gridCards().length).toBeGreaterThan(0), WAIT);
    const box = screen.getByPlaceholderText('ค้นหาเกมจากทุกค่าย ชื่อไทยหรืออังกฤษ');
    fireEvent.change(box, { target: { value: 'ม' } });
    expect(await screen.findByText('พิมพ์ชื่อเกมอย่างน้อย 2 ตัวอักษร', {}, WAIT)).toBeTruthy();
    for (const value of ['มัง', 'มังกร', 'มังกร ทอง 98']) fireEvent.change(box, { target: { value } });
    expect(await screen.findByText('มังกรทอง 98', {}, WAIT)).toBeTruthy();
    expect(server.callsTo('GET /api/game/search').map((call) => (call.params as Params).q)).toEqual([
      'มังกรทอง98',
    ]);
    fireEvent.change(box, { target: { value: 'ไม่มีเกมนี้' } });
    expect(await screen.findByText('ไม่พบเกม "ไม่มีเกมนี้"', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ล้างคำค้นหา กลับไปหน้าเกม' }));
    expect(await screen.findByRole('heading', { name: /เกมทั้งหมด 1,000 เกม/ }, WAIT)).toBeTruthy();
  });

  it('searches every studio when a studio tab is selected, and says so above the results', async () => {
    const server = lobbyServer();
    open(false);
    fireEvent.click(await screen.findByRole('button', { name: /Studio 3 84 เกม/ }, WAIT));
    const box = screen.getByPlaceholderText('ค้นหาเกมจากทุกค่าย ชื่อไทยหรืออังกฤษ');
    fireEvent.change(box, { target: { value: 'มังกรทอง 98' } });
    expect(await screen.findByText('มังกรทอง 98', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('ค้นหาจากทุกค่าย ไม่เฉพาะ Studio 3');
    // มังกรทอง 98 is studio 2's: the results are not the selected studio's alone, as the note says.
    expect(catalogue.find((game) => game.name === 'มังกรทอง 98')!.sub_provider_id).toBe('studio2');
    expect(server.callsTo('GET /api/game/search').at(-1)!.params).not.toHaveProperty('studio');
    // Cleared, the lobby is back on the studio the member had chosen.
    fireEvent.change(box, { target: { value: '' } });
    expect(await screen.findByRole('heading', { name: /Studio 3 84 เกม/ }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("sets a member's heart at once, and puts it back when the server refuses", async () => {
    let refuse = false;
    const favourites: GameItem[] = [];
    lobbyServer({
      'GET /api/game/favourites': () => ({ data: favourites }),
      'POST /api/game/favourite': (call) => {
        if (refuse) return { error: 4451, message: 'เกมโปรดครบ 200 เกมแล้ว' };
        favourites.unshift(catalogue.find((game) => game.game_id === (call.body as GameItem).game_id)!);
        return { data: { favourite: true, count: favourites.length } };
      },
    });
    // The heart's call waits for the test's word: what the screen shows before the answer is seen.
    const inner = api.defaults.adapter as (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>;
    let release = () => {};
    api.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      if (config.method === 'post') await new Promise<void>((resolve) => (release = resolve));
      return inner(config);
    };
    open(true);
    await waitFor(() => expect(gridCards().length).toBeGreaterThan(0), WAIT);
    // The grid's card (the hot shelf may show the same game).
    const heart = screen.getAllByRole('button', { name: 'เพิ่ม เสือดาว 1 ในเกมโปรด' }).at(-1)!;
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'), WAIT);
    expect(heart.getAttribute('aria-label')).toBe('นำ เสือดาว 1 ออกจากเกมโปรด');
    release();
    expect(await screen.findByLabelText('เกมโปรด', {}, WAIT)).toBeTruthy();
    refuse = true;
    const other = screen.getAllByRole('button', { name: 'เพิ่ม มังกรทอง 2 ในเกมโปรด' }).at(-1)!;
    fireEvent.click(other);
    await waitFor(() => expect(other.getAttribute('aria-pressed')).toBe('true'), WAIT);
    release();
    await waitFor(() => expect(other.getAttribute('aria-pressed')).toBe('false'), WAIT);
    expect(await screen.findByText('เกมโปรดครบ 200 เกมแล้ว', {}, WAIT)).toBeTruthy();
  });

  it('asks a guest to log in for a heart or a real game, and lets them play the demo', async () => {
    const server = lobbyServer();
    const onLoginRequired = open(false);
    const heart = (await screen.findAllByRole('button', { name: 'เพิ่ม เสือดาว 1 ในเกมโปรด' }, WAIT)).at(-1)!;
    fireEvent.click(heart);
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(server.callsTo('POST /api/game/favourite')).toHaveLength(0);
    const card = heart.closest('article')!;
    fireEvent.click(card.querySelector('.game-card__play')!);
    expect(onLoginRequired).toHaveBeenCalledTimes(2);
    fireEvent.click(card.querySelector('.game-card__demo')!);
    expect(getGameState().selectedGame).toMatchObject({ game_id: 'lt-1', is_demo: true });
    // A game its provider offers no demo of has no demo button.
    const live = (await screen.findAllByRole('button', { name: 'เพิ่ม มังกรทอง 2 ในเกมโปรด' }, WAIT)).at(-1)!;
    expect(live.closest('article')!.querySelector('.game-card__play')).toBeTruthy();
    expect(live.closest('article')!.querySelector('.game-card__demo')).toBeNull();
  });

  it('paints the first page from the lobby cache at once, then the fresh one, and keeps it for the next visit', async () => {
    const cached = { ...catalogue[0]!, game_id: 'cached-1', name: 'เกมจากแคช' };
    localStorage.setItem(
      'lobby',
      JSON.stringify({
        pages: { 'all:slot,freespin': { page: { games: [cached], total: 1 }, saved_at: 1 } },
      }),
    );
    lobbyServer();
    // The grid's pages wait for the test's word: what shows meanwhile is the cache's.
    const inner = api.defaults.adapter as (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      if (config.url === '/api/game/page') await held;
      return inner(config);
    };
    open(false);
    expect(await screen.findByText('เกมจากแคช', {}, WAIT)).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByText('เกมจากแคช')).toBeNull(), WAIT);
    expect(screen.getByRole('heading', { name: /เกมทั้งหมด 1,000 เกม/ })).toBeTruthy();
    const kept = JSON.parse(localStorage.getItem('lobby')!).pages;
    expect(kept['all:slot,freespin'].page.games).toHaveLength(48);
    expect(kept['hot:slot,freespin'].page.games.every((game: GameItem) => game.is_hot)).toBe(true);
  });

  it("asks for the first screen's lists with its config, the top shelf's first thumbnails first, the rest near the screen", async () => {
    // The browser's observer, driven by the test: nothing is near the screen until it says so.
    const observed = new Map<Element, IntersectionObserverCallback>();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          observed.set(element, this.callback);
        }
        disconnect() {}
      },
    );
    try {
      const server = lobbyServer();
      open(false);
      const hot = await screen.findByRole('region', { name: 'เกมยอดนิยม' }, WAIT);
      await waitFor(() => expect(hot.querySelectorAll('article').length).toBeGreaterThan(3), WAIT);
      const images = () => [...hot.querySelectorAll('article')].map((card) => card.querySelector('img'));
      expect(
        images()
          .slice(0, 3)
          .map((image) => image?.getAttribute('fetchpriority')),
      ).toEqual(['high', 'high', 'high']);
      expect(images()[0]!.getAttribute('loading')).toBeNull();
      // The fourth card is past the phone's edge: no thumbnail until it comes near.
      expect(images()[3]).toBeNull();
      // The grid's first row and the new shelf's first cards: on the first screen, lazy at default priority.
      await waitFor(() => expect(gridCards().length).toBeGreaterThan(3), WAIT);
      const grid = [...gridCards()].map((card) => card.querySelector('img'));
      expect(grid.slice(0, 3).map((image) => image?.getAttribute('loading'))).toEqual([
        'lazy',
        'lazy',
        'lazy',
      ]);
      expect(grid[0]!.getAttribute('fetchpriority')).toBeNull();
      expect(grid[3]).toBeNull();
      const newShelf = screen.getByRole('region', { name: 'เกมมาใหม่' });
      await waitFor(() => expect(newShelf.querySelectorAll('article').length).toBeGreaterThan(4), WAIT);
      const fresh = newShelf.querySelectorAll('article');
      expect([...fresh].map((card) => card.querySelector('img') !== null).slice(0, 5)).toEqual([
        true,
        true,
        true,
        false,
        false,
      ]);
      const fourth = hot.querySelectorAll('article')[3]!.querySelector('.game-card__image-button')!;
      act(() =>
        observed.get(fourth)!(
          [{ isIntersecting: true, target: fourth } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(images()[3]!.getAttribute('loading')).toBe('lazy');
      expect(images()[3]!.getAttribute('fetchpriority')).toBeNull();
      // The first screen's lists were asked for with the config (get-lobby-config.ts), each once: the
      // components found them under the same keys and asked for none again.
      await waitFor(() => expect(gridCards().length).toBeGreaterThan(0), WAIT);
      const shelves = server.callsTo('GET /api/game/page').map((call) => (call.params as Params).shelf);
      expect(shelves.sort()).toEqual(['all', 'hot', 'new']);
      expect(server.callsTo('GET /api/game/studios')).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("asks for the first screen's lists as soon as the lobby's config arrives, before anything renders them", async () => {
    const server = lobbyServer();
    const ConfigOnly = () => {
      useLobbyConfigQuery('slot');
      return null;
    };
    renderScreen(<ConfigOnly />, '/slot');
    await waitFor(() => expect(server.callsTo('GET /api/game/page')).toHaveLength(3), WAIT);
    const asked = server.callsTo('GET /api/game/page').map((call) => call.params as Params);
    expect(asked.map((params) => params.shelf).sort()).toEqual(['all', 'hot', 'new']);
    expect(asked.every((params) => params.categories === 'slot,freespin' && params.offset === 0)).toBe(true);
    expect(server.callsTo('GET /api/game/studios')).toHaveLength(1);
  });

  it('shows an error with a retry when the grid cannot load', async () => {
    let fail = true;
    lobbyServer({
      'GET /api/game/page': (call) => {
        if (fail) return { status: 500, error: 9000, message: 'ระบบขัดข้อง' };
        const p = call.params as Params;
        return { data: { games: catalogue.slice(0, Number(p.limit)), total: 1000 } };
      },
    });
    open(false);
    const retry = await screen.findByRole('button', { name: /ลองใหม่/ }, { timeout: 15000 });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(gridCards().length).toBeGreaterThan(0), WAIT);
  });
});
