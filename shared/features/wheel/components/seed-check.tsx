import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { WheelSeed, WheelSpin } from '@contract/rewards/wheel';
import { recomputePrizeIndex, sha256Hex } from '@features/wheel/lib/verify';
import { wheelText } from '@features/wheel/strings';

type Check = { hashOk: boolean; spins: { spinId: number; nonce: number; label: string; ok: boolean }[] };

/** One revealed seed: its hash and every spin it drew, recomputed here with WebCrypto on tap. */
export const SeedCheck = ({ seed, spins }: { seed: WheelSeed; spins: WheelSpin[] }) => {
  const [check, setCheck] = useState<Check | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const onVerify = async () => {
    if (typeof crypto === 'undefined' || !crypto.subtle) {
      setFailed(true);
      return;
    }
    setBusy(true);
    const serverSeed = seed.server_seed ?? '';
    const hashOk = (await sha256Hex(serverSeed)) === seed.server_seed_hash;
    const results = [];
    for (const s of [...spins].sort((a, b) => a.nonce - b.nonce)) {
      const index = await recomputePrizeIndex({
        serverSeed,
        clientSeed: s.client_seed,
        nonce: s.nonce,
        weights: s.weights,
      });
      results.push({ spinId: s.spin_id, nonce: s.nonce, label: s.prize.label, ok: index === s.prize_index });
    }
    setCheck({ hashOk, spins: results });
    setBusy(false);
  };

  return (
    <div className="wheel-seed" data-testid="wheel-seed">
      <p className="wheel-muted">
        <code>{seed.server_seed}</code>
      </p>
      <Button size="small" loading={busy} loadingText={wheelText.verifying} onClick={onVerify}>
        {wheelText.verify}
      </Button>
      {failed && <p>{wheelText.noCrypto}</p>}
      {check && (
        <ul className="wheel-list">
          <li>{check.hashOk ? wheelText.hashOk : wheelText.hashBad}</li>
          {check.spins.map((s) => (
            <li key={s.spinId} data-testid="wheel-verify-row">
              {s.ok ? wheelText.spinOk(s.nonce, s.label) : wheelText.spinBad(s.nonce, s.label)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
