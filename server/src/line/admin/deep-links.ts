import QRCode from 'qrcode';
import type { DeepLinkAnswer } from '@contract/admin/deeplinks';
import { liffLocalPath, liffScreenPaths, liffScreens } from '@contract/liff-screens';
import { fail } from '@server/http/app-error';
import type { LiffConfig } from '../line-settings';

/**
 * The LINE link of a LIFF screen: `https://liff.line.me/{liffId}/<rest>`, where the LIFF id is the screen's app's
 * (or the default app's) and `<rest>` the local path after `/liff/` (LINE hands it to the endpoint as
 * `liff.state`, and the LIFF app routes by it). Parameters are checked against the screen's patterns. The LIFF
 * ids are the agent's (`liffConfigOf`: its own where the owner set them, else liff.config.json's).
 */
export const buildDeepLink = async (
  screenId: string,
  params: Record<string, string>,
  config: LiffConfig,
): Promise<DeepLinkAnswer> => {
  const screen = liffScreens.find((s) => s.id === screenId) ?? fail('DEEPLINK_SCREEN_UNKNOWN');
  const localPath = liffLocalPath(screen, params) ?? fail('DEEPLINK_SCREEN_UNKNOWN');
  const liffId = config.apps[screen.app] || config.apps.default || '';
  const rest = localPath.slice(liffScreenPaths.home.length).replace(/^\//, '');
  const liffUrl = liffId ? `https://liff.line.me/${liffId}${rest ? `/${rest}` : ''}` : '';
  const qr = await QRCode.toDataURL(liffUrl || localPath, { margin: 1, width: 240 });
  return { liff_url: liffUrl, local_path: localPath, qr_data_url: qr };
};
