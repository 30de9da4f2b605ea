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
import type { ServerStyleSheet } from 'styled-components';

type StyleSheet = ServerStyleSheet['instance'];

const globalStylePrefix = 'sc-global-';

/** Bytes a kept entry is counted as: its rules' text (two bytes a character) and the entry itself. */
const entryBytes = (name: string, rules: readonly string[]) =>
  rules.reduce((bytes, rule) => bytes + rule.length * 2, 64 + name.length * 2);

export class StyleRulesMemo {
  /**
   * By component id, then name. Two plain maps rather than an LRU keyed by "id name": this is
   * asked for every styled element of every render (about 330 on `/`), and the LRU's key
   * string and recency bookkeeping were a measurable share of the render (decision 058).
   */
  private compiled = new Map<string, Map<string, string[]>>();
  private bytes = 0;
  private entries = 0;
  private readonly maxBytes: number;

  constructor(options: { maxBytes: number }) {
    this.maxBytes = options.maxBytes;
  }

  get size(): number {
    return this.entries;
  }

  private rulesOf(id: string, name: string): string[] | undefined {
    return this.compiled.get(id)?.get(name);
  }

  private keep(id: string, name: string, rules: string[]): void {
    let names = this.compiled.get(id);
    if (names?.has(name)) return;
    const bytes = entryBytes(name, rules);
    // Names are content hashes, so styles built from data (a width, a colour) could make many:
    // past its bytes the memo starts afresh (the site's own rules are compiled again once).
    if (this.bytes + bytes > this.maxBytes) {
      this.compiled = new Map();
      this.bytes = 0;
      this.entries = 0;
      names = undefined;
    }
    if (!names) {
      names = new Map();
      this.compiled.set(id, names);
    }
    names.set(name, rules);
    this.bytes += bytes;
    this.entries += 1;
  }

  /** Makes this render's sheet take compiled rules from the memo and leave new ones in it. */
  attach(sheet: ServerStyleSheet): void {
    const instance: StyleSheet = sheet.instance;
    const holds = instance.hasNameForId.bind(instance);
    const insert = instance.insertRules.bind(instance);
    instance.hasNameForId = (id, name) => {
      if (holds(id, name)) return true;
      if (id.startsWith(globalStylePrefix)) return false;
      const rules = this.rulesOf(id, name);
      if (rules === undefined) return false;
      insert(id, name, rules);
      return true;
    };
    instance.insertRules = (id, name, rules) => {
      if (!id.startsWith(globalStylePrefix)) this.keep(id, name, rules);
      insert(id, name, rules);
    };
  }
}
