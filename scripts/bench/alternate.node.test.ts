import { describe, expect, it } from 'vitest';
import {
  alternation,
  compare,
  journeyNamed,
  NOT_MEASURED,
  OBLIGATION_FIGURES,
  PAGE_FIGURES,
  SIGN_IN_FIGURES,
} from './alternate';

describe('alternating two builds of a page', () => {
  it('runs each build in turn, each round in the order opposite to the last, the first round a warm-up', () => {
    expect(alternation(2, 3)).toEqual([
      { build: 0, warmUp: true },
      { build: 1, warmUp: true },
      { build: 1, warmUp: false },
      { build: 0, warmUp: false },
      { build: 0, warmUp: false },
      { build: 1, warmUp: false },
      { build: 1, warmUp: false },
      { build: 0, warmUp: false },
    ]);
  });

  it('gives each build the first place in as many measured rounds as the other', () => {
    const measured = alternation(2, 8).filter((run) => !run.warmUp);
    const firsts = measured.filter((_, index) => index % 2 === 0).map((run) => run.build);
    expect(firsts.filter((build) => build === 0)).toHaveLength(4);
    expect(firsts.filter((build) => build === 1)).toHaveLength(4);
  });

  it("prints each build's median and spread, and where B's median lies against A's runs", () => {
    const run = (fieldVisibleMs: number, longTasksMs: number, firstPressMs = 300, formWorkingMs = 2000) => ({
      fieldVisibleMs,
      formWorkingMs,
      longTasksMs,
      firstPressMs,
    });
    const lines = compare(
      ['before', 'after'],
      [
        [run(944, 790), run(1068, 723), run(899, 537), run(939, 833)],
        [
          run(975, 540, 250, 2600),
          run(1086, 444, 260, 2400),
          run(Number.NaN, 678),
          run(1050, 534, 280, 2500),
        ],
      ],
    );
    expect(lines).toEqual([
      "first field (ms): before 941.5 (899-1068), after 1050 (975-1086); B's median within A",
      // The code asked later: B's form works later than in any run of A, as its median says.
      "form working (ms): before 2000 (2000-2000), after 2450 (2000-2600); B's median above all of A",
      "first press answered (ms): before 300 (300-300), after 270 (250-300); B's median below all of A",
      // Create account at 7x, two builds alternated: B's median equals A's best run, so it is not below A.
      "long tasks (ms): before 756.5 (537-833), after 537 (444-678); B's median within A",
    ]);
    const [, , , below] = compare(
      ['a', 'b'],
      [
        [run(1, 500), run(1, 600)],
        [run(1, 450), run(1, 490)],
      ],
    );
    expect(below).toBe("long tasks (ms): a 550 (500-600), b 470 (450-490); B's median below all of A");
    const [, , , above] = compare(['a', 'b'], [[run(1, 500), run(1, 600)], [run(1, 650)]]);
    expect(above).toBe("long tasks (ms): a 550 (500-600), b 650 (650-650); B's median above all of A");
  });

  it('says a figure no run of a build measured is not measured', () => {
    const measured = { fieldVisibleMs: 1, formWorkingMs: 1, longTasksMs: 1, firstPressMs: 1 };
    expect(compare(['a', 'b'], [[NOT_MEASURED], [measured]])).toEqual([
      'first field (ms): not measured',
      'form working (ms): not measured',
      'first press answered (ms): not measured',
      'long tasks (ms): not measured',
    ]);
  });

  it("compares sign-in by its own figures: the take-over, Enter's two answers", () => {
    const run = (appTookOverMs: number, enterToNextPageMs: number) => ({
      fieldVisibleMs: 600,
      appTookOverMs,
      enterToPasswordMs: 300,
      enterToNextPageMs,
      longTasksMs: 200,
    });
    const lines = compare(
      ['before', 'after'],
      [
        [run(2365, 982), run(2180, 933)],
        [run(2038, 856), run(2100, 880)],
      ],
      SIGN_IN_FIGURES,
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe(
      "the app's take-over (ms): before 2272.5 (2180-2365), after 2069 (2038-2100); B's median below all of A",
    );
    expect(lines[3]).toBe(
      "Enter → next page (ms): before 957.5 (933-982), after 868 (856-880); B's median below all of A",
    );
  });

  it('names its journeys: sign-in, a sign-in into an obligation, or a phone page by part of its name', () => {
    expect(journeyNamed('sign-in')).toMatchObject({ name: 'sign-in', figures: SIGN_IN_FIGURES });
    expect(journeyNamed('obligation')).toMatchObject({ name: 'obligation', figures: OBLIGATION_FIGURES });
    expect(
      compare(['A', 'B'], [[{ loginToPageMs: 1100 }], [{ loginToPageMs: 900 }]], OBLIGATION_FIGURES)[0],
    ).toBe(
      "Log in → the obligation's page (ms): A 1100 (1100-1100), B 900 (900-900); B's median below all of A",
    );
    expect(journeyNamed('create account')).toMatchObject({ figures: PAGE_FIGURES });
    expect(journeyNamed('create account')?.name).toContain('create account');
    expect(journeyNamed('')).toBeUndefined();
    expect(journeyNamed('no such page')).toBeUndefined();
  });
});
