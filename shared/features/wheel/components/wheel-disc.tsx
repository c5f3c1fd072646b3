import type { WheelPrize } from '@contract/rewards/wheel';
import { slicePath, sliceAngle } from '@features/wheel/lib/geometry';

const R = 150;

/** The wheel in SVG: equal slices in their colours with their labels, turned by `rotation` degrees. */
export const WheelDisc = ({
  prizes,
  rotation,
  spinMs,
}: {
  prizes: WheelPrize[];
  rotation: number;
  spinMs: number;
}) => (
  <div className="wheel-disc">
    <div className="wheel-disc__pointer" aria-hidden />
    <svg
      viewBox={`0 0 ${R * 2} ${R * 2}`}
      className="wheel-disc__svg"
      role="img"
      aria-label={prizes.map((p) => p.label).join(', ')}
      style={{
        transform: `rotate(${rotation}deg)`,
        transition: spinMs > 0 ? `transform ${spinMs}ms cubic-bezier(0.17, 0.67, 0.12, 0.99)` : 'none',
      }}
      data-rotation={rotation}
    >
      {prizes.map((prize, i) => {
        const mid = (i + 0.5) * sliceAngle(prizes.length);
        return (
          <g key={prize.index}>
            <path d={slicePath(i, prizes.length, R)} fill={prize.colour} stroke="#fff" strokeWidth={2} />
            <text
              x={R}
              y={R * 0.28}
              transform={`rotate(${mid} ${R} ${R})`}
              textAnchor="middle"
              className="wheel-disc__label"
            >
              {prize.label}
            </text>
          </g>
        );
      })}
      <circle cx={R} cy={R} r={R * 0.12} fill="#fff" stroke="#c8102e" strokeWidth={4} />
    </svg>
  </div>
);
