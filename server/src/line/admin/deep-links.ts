import QRCode from 'qrcode';
import type { DeepLinkAnswer } from '@contract/admin/deeplinks';
import { liffLocalPath, liffScreenPaths, liffScreens } from '@contract/liff-screens';
import { fail } from '@server/http/app-error';
import type { LiffConfig } from '../line-settings';

/**
 * A LIFF screen's local path and LINE link (`liffUrl` '' when the agent has no LIFF id for its app), or null for
 * an unknown screen or a missing or malformed parameter. Also the rich menus' links (line/richmenus).
 */
export const liffLinkOf = (screenId: string, params: Record<string, string>, config: LiffConfig) => {
  const screen = liffScreens.find((s) => s.id === screenId);
  const localPath = screen ? liffLocalPath(screen, params) : null;
  if (!screen || localPath === null) return null;
  const liffId = config.apps[screen.app] || config.apps.default || '';
  const rest = localPath.slice(liffScreenPaths.home.length).replace(/^\//, '');
  return { localPath, liffUrl: liffId ? `https://liff.line.me/${liffId}${rest ? `/${rest}` : ''}` : '' };
};

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
  const { localPath, liffUrl } = liffLinkOf(screenId, params, config) ?? fail('DEEPLINK_SCREEN_UNKNOWN');
  const qr = await QRCode.toDataURL(liffUrl || localPath, { margin: 1, width: 240 });
  return { liff_url: liffUrl, local_path: localPath, qr_data_url: qr };
};
