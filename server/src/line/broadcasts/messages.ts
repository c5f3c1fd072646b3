import { randomInt } from 'node:crypto';
import type { messagingApi } from '@line/bot-sdk';
import { liffLocalPath, liffScreenPaths, liffScreens } from '@contract/liff-screens';
import { BROADCAST_LIFF_SEGMENT, type BroadcastBody } from '@contract/line/broadcast';
import { fail } from '@server/http/app-error';
import type { LiffConfig } from '../line-settings';

type Card = NonNullable<BroadcastBody['card']>;
/** The composer as the server keeps it (the schema's defaults applied). */
export type Composer = {
  title: string;
  text: string;
  image_url: string;
  card: (Required<Omit<Card, 'params'>> & { params: Record<string, string> }) | null;
};

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A broadcast's campaign code: ten letters and digits, unguessable enough that opens cannot be invented. */
export const newCampaignCode = () =>
  Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * An image LINE will fetch: https only (LINE's image message and Flex image take nothing else), at most 2000
 * characters (the reference's limit for `originalContentUrl`).
 */
const checkImageUrl = (url: string) => {
  if (!url) return;
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (!parsed || parsed.protocol !== 'https:' || url.length > 2000 || /\s/.test(url))
    fail('BROADCAST_IMAGE_URL_INVALID');
};

/**
 * The card's button link: `https://liff.line.me/{default LIFF id}/b/<campaign>/<screen path>`. The campaign is a
 * path segment, not a query parameter (DOMAIN: a query can be lost across liff.login, the path survives); the
 * LIFF app's `/liff/b/<campaign>/...` route reports the open and goes on to the screen. The default app's id
 * always: the LIFF app picks its id by the path's first name, here `b`, which is the default app's.
 */
const campaignLink = (campaign: string, card: Composer['card'], liff: LiffConfig) => {
  if (!card) return '';
  const screen = liffScreens.find((s) => s.id === card.screen) ?? fail('BROADCAST_SCREEN_INVALID');
  const localPath = liffLocalPath(screen, card.params) ?? fail('BROADCAST_SCREEN_INVALID');
  const liffId = liff.apps.default || fail('BROADCAST_LIFF_MISSING');
  const rest = localPath.slice(liffScreenPaths.home.length).replace(/^\//, '');
  return `https://liff.line.me/${liffId}/${BROADCAST_LIFF_SEGMENT}/${campaign}${rest ? `/${rest}` : ''}`;
};

const flexCard = (card: NonNullable<Composer['card']>, link: string): messagingApi.FlexMessage => ({
  type: 'flex',
  altText: card.title,
  contents: {
    type: 'bubble',
    ...(card.image_url
      ? {
          hero: {
            type: 'image',
            url: card.image_url,
            size: 'full',
            aspectRatio: '20:13',
            aspectMode: 'cover',
            action: { type: 'uri', uri: link },
          },
        }
      : {}),
    body: {
      type: 'box',
      layout: 'vertical',
      spacing: 'sm',
      contents: [
        { type: 'text', text: card.title, weight: 'bold', size: 'lg', wrap: true },
        ...(card.text
          ? [{ type: 'text' as const, text: card.text, size: 'sm', color: '#555555', wrap: true }]
          : []),
      ],
    },
    footer: {
      type: 'box',
      layout: 'vertical',
      contents: [
        {
          type: 'button',
          style: 'primary',
          color: '#06C755',
          action: { type: 'uri', label: card.button_label, uri: link },
        },
      ],
    },
  },
});

/**
 * The agent's own LIFF links typed into the text (`https://liff.line.me/{one of its LIFF ids}/<screen path>`)
 * carry the campaign too: each becomes the broadcast's form of the link, so its opens count as the card's do. A
 * path longer than the LIFF app's broadcast route takes (three segments), or with a query, is left as typed, as
 * is another site's LIFF link.
 */
const withCampaign = (text: string, campaign: string, liff: LiffConfig) => {
  const ids = new Set(Object.values(liff.apps).filter(Boolean));
  const defaultId = liff.apps.default;
  if (!defaultId) return text;
  const linked = text.replace(
    /https:\/\/liff\.line\.me\/([0-9]{10}-[A-Za-z0-9]{8})((?:\/[^\s/?#]+){0,3})\/?(?=$|[\s)\]>"'])/g,
    (link, id: string, rest: string) =>
      ids.has(id) && !rest.startsWith(`/${BROADCAST_LIFF_SEGMENT}/`)
        ? `https://liff.line.me/${defaultId}/${BROADCAST_LIFF_SEGMENT}/${campaign}${rest}`
        : link,
  );
  // LINE takes 5000 characters of text: a text at the limit keeps its links as typed rather than be refused.
  return linked.length <= 5000 ? linked : text;
};

/**
 * The LINE messages of a broadcast, in the order the member reads them: the text (its LIFF links with the
 * campaign), the image, the card (1 to 3 of LINE's 5 per send). Refuses an empty composer, an image that is not https, a card without a known screen.
 */
export const buildMessages = (composer: Composer, campaign: string, liff: LiffConfig) => {
  if (!composer.text && !composer.image_url && !composer.card) fail('BROADCAST_EMPTY');
  checkImageUrl(composer.image_url);
  checkImageUrl(composer.card?.image_url ?? '');
  const link = campaignLink(campaign, composer.card, liff);
  const messages: messagingApi.Message[] = [];
  if (composer.text) messages.push({ type: 'text', text: withCampaign(composer.text, campaign, liff) });
  if (composer.image_url)
    messages.push({
      type: 'image',
      originalContentUrl: composer.image_url,
      previewImageUrl: composer.image_url,
    });
  if (composer.card) messages.push(flexCard(composer.card, link));
  return { messages, link };
};
