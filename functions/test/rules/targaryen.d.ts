// The part of targaryen's API (a pure-JS evaluator of Realtime Database rules) the rules tests use; it ships no types.
declare module 'targaryen' {
  interface Result {
    allowed: boolean;
    /** How the rules were evaluated, rule by rule: the message to show when a test fails. */
    info: string;
  }
  interface RulesDatabase {
    /** The same data and rules, as seen by this user (null: signed out). */
    as(auth: Record<string, unknown> | null): RulesDatabase;
    read(path: string): Result;
    write(path: string, value: unknown): Result;
    update(path: string, patch: Record<string, unknown>): Result;
  }
  /** Parses the rules (throwing on invalid ones) over this data. */
  export function database(rules: unknown, data?: unknown): RulesDatabase;
}
