const baht = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5 -> "฿1,234.50" (Thai locale, two decimals). */
export const thb = (value: number) => `฿${baht.format(value)}`;

/** Buddhist-era time on Bangkok's clock (wherever the device is) for the history lists: "21/11/2569 14:05:09". */
export const thaiTime = (iso: string) =>
  new Date(iso).toLocaleString('th-TH-u-ca-buddhist', {
    timeZone: 'Asia/Bangkok',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

export const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
) => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === 'class') node.className = value;
    else node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
};

/** A bet's state as a member reads it. */
export const statusTh = (status: string, win: number | null) => {
  if (status === 'settled') return (win ?? 0) > 0 ? `ได้ ${thb(win ?? 0)}` : 'ไม่ได้รางวัล';
  if (status === 'placed' || status === 'open') return 'รอผล';
  if (status === 'refused') return 'ไม่รับเดิมพัน';
  return 'คืนเงินเดิมพันแล้ว';
};
