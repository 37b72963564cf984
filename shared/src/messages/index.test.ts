import { describe, expect, it } from 'vitest';
import { messageCatalogue } from './index';

/** docs/decisions/0028-messages-by-feature.md: `<module><Family>Messages`, the module first. */
const camel = (module: string) => module.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

describe('messageCatalogue', () => {
  it('holds every module, and each group is named after its module', () => {
    for (const [module, groups] of Object.entries(messageCatalogue)) {
      expect(Object.keys(groups).length).toBeGreaterThan(0);
      for (const name of Object.keys(groups))
        expect(name).toMatch(new RegExp(`^${camel(module)}[A-Z]\\w*Messages$`));
    }
  });

  it('has no group name that is another group name with a word added', () => {
    const names = Object.values(messageCatalogue).flatMap((groups) => Object.keys(groups));
    const words = (name: string) => name.replace(/Messages$/, '').split(/(?=[A-Z])/);
    for (const a of names)
      for (const b of names) {
        if (a === b) continue;
        const [wa, wb] = [words(a), words(b)];
        // b is a with one more word (anywhere): the overlap the old catalogue had.
        const overlaps =
          wb.length === wa.length + 1 &&
          wb.some((_, i) => wb.filter((__, j) => j !== i).join() === wa.join());
        expect(overlaps, `${a} / ${b}`).toBe(false);
      }
  });
});
