import { describe, expect, it } from 'vitest';
import { bahtText, flexCard } from '@server/line/messaging/flex';

describe('the Flex card of LINE messages', () => {
  it('writes baht with two decimals and thousands, from satang', () => {
    expect(bahtText(125_050)).toBe('1,250.50 บาท');
    expect(bahtText(1)).toBe('0.01 บาท');
  });

  it('cuts a button label to 20 grapheme clusters without splitting a Thai character from its marks', () => {
    const card = flexCard({
      altText: 'ทดสอบ',
      title: 'ทดสอบ',
      lines: ['', 'บรรทัด'],
      button: { label: 'ดูที่นี่'.repeat(10), uri: 'https://liff.line.me/2000000002-Home0001/inbox' },
    });
    const bubble = card.contents as {
      body: { contents: { text: string }[] };
      footer: { contents: { action: { label: string } }[] };
    };
    const label = bubble.footer.contents[0]!.action.label;
    expect([...new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(label)]).toHaveLength(20);
    // Six times ดู ที่ นี่ (three clusters each), then ดู and ที่ whole: never ด without its vowel.
    expect(label).toBe(`${'ดูที่นี่'.repeat(6)}ดูที่`);
    // Empty lines are left out (LINE refuses an empty text).
    expect(bubble.body.contents.map((part) => part.text)).toEqual(['ทดสอบ', 'บรรทัด']);
  });

  it('has no button without a web address to open', () => {
    for (const uri of ['', 'javascript:alert(1)', `https://x.example/${'a'.repeat(1000)}`]) {
      const card = flexCard({ altText: 'ก', title: 'ก', lines: [], button: { label: 'เปิด', uri } });
      expect((card.contents as { footer?: unknown }).footer).toBeUndefined();
    }
  });
});
