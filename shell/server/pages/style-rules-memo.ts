/**
 * styled-components' CSS, compiled once per process instead of once per render (decision 051).
 *
 * Each render collects its styles into a fresh `ServerStyleSheet`, and styled-components runs
 * stylis (its CSS compiler) for every rule the new sheet does not hold yet: on every render, the
 * same rules were compiled again (a fifth of an uncached page's CPU, profiled). A rule's name is
 * a hash of its CSS text (and of the stylis settings), so a component's id and a name always
 * stand for the same compiled rules: this keeps them between renders and puts them into the
 * next render's sheet when it asks for that name, before styled-components would compile it.
 * The sheet still holds exactly the rules its page used, in the order it used them.
 *
 * Global styles (`createGlobalStyle`) are named by their instance, not their CSS: left alone.
 */
import { LRUCache } from 'lru-cache';
import type { ServerStyleSheet } from 'styled-components';

type StyleSheet = ServerStyleSheet['instance'];

const globalStylePrefix = 'sc-global-';

export class StyleRulesMemo {
  private readonly compiled: LRUCache<string, string[]>;

  constructor(options: { maxBytes: number }) {
    // Names are content hashes, so styles built from data (a width, a colour) could make many:
    // bounded by the bytes of the rules kept.
    this.compiled = new LRUCache<string, string[]>({
      maxSize: options.maxBytes,
      sizeCalculation: (rules) => rules.reduce((bytes, rule) => bytes + rule.length * 2, 64),
    });
  }

  get size(): number {
    return this.compiled.size;
  }

  /** Makes this render's sheet take compiled rules from the memo and leave new ones in it. */
  attach(sheet: ServerStyleSheet): void {
    const instance: StyleSheet = sheet.instance;
    const holds = instance.hasNameForId.bind(instance);
    const insert = instance.insertRules.bind(instance);
    const compiled = this.compiled;
    instance.hasNameForId = (id, name) => {
      if (holds(id, name)) return true;
      if (id.startsWith(globalStylePrefix)) return false;
      const rules = compiled.get(`${id} ${name}`);
      if (rules === undefined) return false;
      insert(id, name, rules);
      return true;
    };
    instance.insertRules = (id, name, rules) => {
      if (!id.startsWith(globalStylePrefix)) compiled.set(`${id} ${name}`, rules);
      insert(id, name, rules);
    };
  }
}
