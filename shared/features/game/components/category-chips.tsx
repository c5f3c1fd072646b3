import type { GameCategory } from '@contract/game';
import { gameStrings } from '../strings';

export type Chip = GameCategory | 'favourites' | null;

export const categoryTitles: Record<GameCategory, string> = {
  slot: 'สล็อต',
  freespin: 'ฟรีสปิน',
  casino: 'คาสิโน',
  fishing: 'ยิงปลา',
  sport: 'กีฬา',
};

type CategoryChipsProps = {
  categories: GameCategory[];
  withFavourites: boolean;
  selected: Chip;
  onSelect: (chip: Chip) => void;
};

/** Filter chips: every category of the lobby, each one alone, and the member's favourites. */
export const CategoryChips = ({ categories, withFavourites, selected, onSelect }: CategoryChipsProps) => {
  const chips: { chip: Chip; label: string }[] = [
    { chip: null, label: gameStrings.allCategories },
    ...(categories.length > 1 ? categories.map((chip) => ({ chip, label: categoryTitles[chip] })) : []),
    ...(withFavourites ? [{ chip: 'favourites' as const, label: `♥ ${gameStrings.favourites}` }] : []),
  ];
  if (chips.length < 2) return null;
  return (
    <div className="category-chips" role="group" aria-label={gameStrings.categories}>
      {chips.map(({ chip, label }) => (
        <button
          key={chip ?? 'all'}
          type="button"
          className={`category-chip${selected === chip ? ' category-chip--active' : ''}`}
          aria-pressed={selected === chip}
          onClick={() => onSelect(chip)}
        >
          {label}
        </button>
      ))}
    </div>
  );
};
