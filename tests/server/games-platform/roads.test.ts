import { describe, expect, it } from 'vitest';
import { measuredHitRate, patternOf, suggest } from '@server/games/sooth/formula';
import { bigRoad, derivedRoad, placeOnGrid, toColumns, type Outcome } from '@server/games/sooth/roads';

const parse = (text: string): Outcome[] =>
  [...text].map((letter) => ({ B: 'banker', P: 'player', T: 'tie' })[letter] as Outcome);
const letters = (columns: { winner: string }[][]) =>
  columns.map((column) => column.map((entry) => entry.winner[0]!.toUpperCase()).join(''));

// Columns of the known sequence: BBB | PP | B | PPPP | B (lengths 3, 2, 1, 4, 1).
const known = parse('BBBPPBPPPPB');

describe('big road', () => {
  it('opens a new column on each change of winner', () => {
    expect(letters(bigRoad(known).columns)).toEqual(['BBB', 'PP', 'B', 'PPPP', 'B']);
  });

  it('marks ties on the last entry and counts ties before the first hand separately', () => {
    const road = bigRoad(parse('TBTTPT'));
    expect(road.leadingTies).toBe(1);
    expect(road.columns).toEqual([[{ winner: 'banker', ties: 2 }], [{ winner: 'player', ties: 1 }]]);
  });
});

describe('derived roads on a known sequence', () => {
  const { columns } = bigRoad(known);

  it('big eye boy compares with the column one back', () => {
    expect(derivedRoad(columns, 1)).toEqual(['red', 'blue', 'blue', 'blue', 'red', 'red', 'blue']);
  });

  it('small road compares with the column two back', () => {
    expect(derivedRoad(columns, 2)).toEqual(['blue', 'red', 'blue', 'red', 'blue']);
  });

  it('cockroach pig compares with the column three back', () => {
    expect(derivedRoad(columns, 3)).toEqual(['red', 'red', 'blue', 'blue']);
  });

  it('a long dragon reads blue where it passes the compared column once, then red ("both empty")', () => {
    const dragon = bigRoad(parse('BPBBBBBBB')).columns;
    expect(derivedRoad(dragon, 1)).toEqual(['red', 'blue', 'red', 'red', 'red', 'red', 'red']);
  });

  it('a ping-pong table reads red on the big eye boy (equal columns repeat)', () => {
    const { columns: pingpong } = bigRoad(parse('BPBPBPBP'));
    expect(derivedRoad(pingpong, 1)).toEqual(Array(6).fill('red'));
  });
});

describe('grid placement', () => {
  it('turns right along the bottom row after six rows (dragon tail)', () => {
    const cells = placeOnGrid(toColumns(parse('BBBBBBBBP')));
    expect(cells.map(({ col, row }) => [col, row])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 5],
      [2, 5],
      [1, 0],
    ]);
  });

  it('turns early when the row below is taken by an earlier tail', () => {
    const cells = placeOnGrid(toColumns(parse('BBBBBBBPPPPPPP')));
    expect(cells.slice(7).map(({ col, row }) => [col, row])).toEqual([
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 4],
      [3, 4],
    ]);
  });
});

describe('pattern and formula', () => {
  it('names a streak of four or more a dragon, alternation a ping-pong', () => {
    expect(patternOf(parse('PBBBB'))).toMatchObject({ code: 'dragon', streak: 4 });
    expect(patternOf(parse('BPBP')).code).toBe('pingpong');
    expect(patternOf(parse('BBPPBB')).code).toBe('pairs');
    expect(patternOf(parse('BBP')).code).toBe('none');
  });

  it('follows the streak and the alternation, and has nothing to say before a banker or player hand', () => {
    expect(suggest(parse('TT'))).toBeNull();
    expect(suggest(parse('PBB'))).toBe('banker');
    expect(suggest(parse('BPBP'))).toBe('banker');
  });

  it('measures its hit rate by replaying the history, ties excluded', () => {
    expect(measuredHitRate(parse('BBBB'))).toEqual({ hits: 3, trials: 3, percent: 100 });
    expect(measuredHitRate(parse('BPBPB'))).toEqual({ hits: 1, trials: 4, percent: 25 });
    expect(measuredHitRate(parse('BTB'))).toEqual({ hits: 1, trials: 1, percent: 100 });
  });
});
