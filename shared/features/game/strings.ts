/**
 * A count with Thai grouping ('1,000', as `Intl.NumberFormat('th-TH')` writes it), without Intl: its first
 * formatter loads the locale's number data, a long part of the lobby's first evaluation on a phone (and
 * `toLocaleString` made one per call, ~2 ms each).
 */
const grouped = (count: number) => String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Every word the game feature shows, in Thai. */
export const gameStrings = {
  chooseWallet: 'กรุณาเลือกกระเป๋าเงิน',
  noWallet: 'ยังไม่มีกระเป๋าเงินที่มียอดเงินสำหรับเกมนี้ กรุณาฝากเงินก่อนเข้าเล่น',
  enteringGame: 'กำลังพาท่านเข้าสู่เกม...',
  errorTitle: 'พบบางอย่างผิดปกติ',
  ok: 'ตกลง',
  close: 'ปิดเกม',
  fullScreen: 'เต็มจอ',
  exitFullScreen: 'ออกจากเต็มจอ',
  loadingGame: 'กำลังโหลดเกม',
  play: 'เข้าเล่น',
  demo: 'ทดลองเล่น',
  maintenance: 'ปิดปรับปรุง',
  hot: 'เกมยอดนิยม',
  hotBadge: 'ฮิต',
  last: 'เล่นล่าสุด',
  allProviders: 'ทุกค่าย',
  providers: 'ค่ายเกม',
  search: 'ค้นหาเกม',
  searchPlaceholder: 'ค้นหาเกมจากทุกค่าย ชื่อไทยหรืออังกฤษ',
  searchAllStudios: (studio: string) => `ค้นหาจากทุกค่าย ไม่เฉพาะ ${studio}`,
  searchShort: 'พิมพ์ชื่อเกมอย่างน้อย 2 ตัวอักษร',
  searchResults: 'ผลการค้นหา',
  searchMore: 'ยังมีเกมที่ตรงกันอีก พิมพ์ชื่อให้ละเอียดขึ้นเพื่อดูเกมที่ต้องการ',
  notFound: (text: string) => `ไม่พบเกม "${text}"`,
  notFoundHint: 'ลองพิมพ์ชื่ออื่น ทั้งภาษาไทยหรือภาษาอังกฤษ หรือเลือกดูตามค่ายเกม',
  clearSearch: 'ล้างคำค้นหา กลับไปหน้าเกม',
  favourites: 'เกมโปรด',
  newGames: 'เกมมาใหม่',
  allCategories: 'ทุกประเภท',
  categories: 'ประเภทเกม',
  addFavourite: (name: string) => `เพิ่ม ${name} ในเกมโปรด`,
  removeFavourite: (name: string) => `นำ ${name} ออกจากเกมโปรด`,
  gameCount: (count: number) => `${grouped(count)} เกม`,
  emptyList: 'ยังไม่มีเกมในหมวดนี้',
  noFavourites: 'ยังไม่มีเกมโปรด กดรูปหัวใจบนเกมที่ชอบเพื่อเก็บไว้ที่นี่',
  games: 'เกมทั้งหมด',
  balance: 'ยอดเงิน',
  rtp: (value: number) => `RTP ${value.toFixed(2)}%`,
  chooseGame: 'เลือกเกมจากล็อบบี้เพื่อเริ่มเล่น',
  backToLobby: 'กลับไปหน้าล็อบบี้',
  back: '‹ กลับ',
} as const;
