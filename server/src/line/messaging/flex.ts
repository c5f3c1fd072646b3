import type { messagingApi } from '@line/bot-sdk';

/** Baht as a member reads it in a message: "1,250.50 บาท" (the amount is integer satang inside). */
export const bahtText = (satang: number) =>
  `${(satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} บาท`;

export type Card = {
  /** The chat list's preview and what LINE shows where Flex is not rendered (at most 1500 characters). */
  altText: string;
  title: string;
  /** Baht, large, under the title. */
  amount?: number | null;
  /** Further lines, in order; empty ones are left out (LINE refuses an empty text). */
  lines: string[];
  /** A button opening `uri` (LINE: http, https, line or tel, at most 1000 characters); none without a uri. */
  button?: { label: string; uri: string } | null;
};

const text = (value: string, extra: Partial<messagingApi.FlexText> = {}): messagingApi.FlexText => ({
  type: 'text',
  text: value,
  wrap: true,
  ...extra,
});

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
/** LINE counts an action's label in grapheme clusters (a Thai vowel or tone mark joins its consonant), at most 20. */
const label = (text: string) =>
  [...graphemes.segment(text)]
    .slice(0, 20)
    .map((part) => part.segment)
    .join('');

/**
 * One Flex bubble (LINE's Flex Message: a bubble with a body box and a footer button with a URI action): the
 * shape every message of the account takes, so members recognise it. Labels are cut to LINE's 20 characters.
 */
export const flexCard = (card: Card): messagingApi.FlexMessage => {
  const body: messagingApi.FlexComponent[] = [text(card.title, { weight: 'bold', size: 'lg' })];
  if (card.amount) body.push(text(bahtText(card.amount), { weight: 'bold', size: 'xl', color: '#06C755' }));
  for (const line of card.lines.filter((l) => l.trim() !== ''))
    body.push(text(line.slice(0, 2000), { size: 'sm', color: '#555555' }));
  const bubble: messagingApi.FlexBubble = {
    type: 'bubble',
    body: { type: 'box', layout: 'vertical', spacing: 'md', contents: body },
  };
  if (card.button?.uri && /^https?:\/\//.test(card.button.uri) && card.button.uri.length <= 1000) {
    bubble.footer = {
      type: 'box',
      layout: 'vertical',
      contents: [
        {
          type: 'button',
          style: 'primary',
          color: '#06C755',
          action: { type: 'uri', label: label(card.button.label), uri: card.button.uri },
        },
      ],
    };
  }
  return { type: 'flex', altText: card.altText.slice(0, 1500), contents: bubble };
};
