/** How long LINE's token endpoint may take before the link counts as LINE being unreachable (ms). */
const TOKEN_TIMEOUT_MS = 5000;

/**
 * LINE's token endpoint refused the code (400 with `error`: invalid_grant for a wrong, used or expired code, a
 * redirect_uri or code_verifier that does not match; invalid_client ...) or could not be reached (`unreachable`).
 */
export class LineTokenEndpointError extends Error {
  override name = 'LineTokenEndpointError';
  constructor(
    readonly error: string,
    readonly unreachable: boolean,
  ) {
    super(`LINE token endpoint: ${error}`);
  }
}

type LineCodeExchange = {
  tokenUrl: string;
  channelId: string;
  channelSecret: string;
  code: string;
  redirectUri: string;
  codeVerifier: string;
};

/**
 * LINE Login v2.1 "Issue access token": POST the authorization code with the PKCE code_verifier, form-encoded,
 * and answer the ID token (the access token is not used: linking needs only who the user is).
 */
export const exchangeLineCode = async (input: LineCodeExchange): Promise<string> => {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
    client_id: input.channelId,
    client_secret: input.channelSecret,
    code_verifier: input.codeVerifier,
  });
  let response: Response;
  try {
    response = await fetch(input.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
  } catch (error) {
    throw Object.assign(new LineTokenEndpointError('unreachable', true), { cause: error });
  }
  const answer = (await response.json().catch(() => null)) as { error?: unknown; id_token?: unknown } | null;
  if (response.status >= 500 || answer === null)
    throw new LineTokenEndpointError(`HTTP ${response.status}`, true);
  if (!response.ok) throw new LineTokenEndpointError(String(answer.error ?? response.status), false);
  if (typeof answer.id_token !== 'string') throw new LineTokenEndpointError('no id_token', false);
  return answer.id_token;
};
