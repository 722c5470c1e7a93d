// storage.rules, checked against the file itself. The Storage emulator of firebase-tools evaluates rules with a Java
// "rules runtime" it downloads on first start (cloud-storage-rules-runtime, not on the npm registry, not part of the
// Google Cloud SDK here), and @firebase/rules-unit-testing needs that emulator too: offline, nothing can evaluate
// these rules. So these tests do not prove how the rules evaluate; they pin what each match allows and keep the
// rules in step with the server's own limits (purposes, size). With the emulator at hand, replace them with
// allow/deny tests per role through @firebase/rules-unit-testing.
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../src/uploads/check.js';
import { IMAGE_PURPOSES } from '../../src/uploads/process.js';
import { repoFile } from './rules-environment.js';

const source = repoFile('storage.rules');

interface Match {
  path: string;
  /** The comment lines right above the match. */
  comment: string;
  /** `allow` statements directly inside the match (not in nested matches), whitespace collapsed. */
  allows: string[];
}

/** The match blocks of the file, outermost first, with their full paths. */
function parseMatches(text: string): Match[] {
  const lines = text.split('\n');
  const code = lines.map((line) => line.replace(/\/\/.*$/, '')).join('\n');
  const matches: Match[] = [];
  const open: { match: Match | null; body: string }[] = [];
  let index = 0;
  while (index < code.length) {
    const header = /^match\s+(\S+)\s*\{/.exec(code.slice(index));
    if (header && /(^|[\s{}])$/.test(code.slice(0, index))) {
      const lineNumber = code.slice(0, index).split('\n').length - 1;
      const comment: string[] = [];
      for (let i = lineNumber - 1; i >= 0 && /^\s*\/\//.test(lines[i]!); i--) comment.unshift(lines[i]!.trim().replace(/^\/\/\s*/, ''));
      const parent = [...open].reverse().find((entry) => entry.match)?.match;
      const match: Match = { path: (parent?.path ?? '') + header[1], comment: comment.join(' '), allows: [] };
      matches.push(match);
      open.push({ match, body: '' });
      index += header[0].length;
      continue;
    }
    const char = code[index]!;
    if (char === '{') open.push({ match: null, body: '' });
    else if (char === '}') {
      const closed = open.pop();
      if (closed?.match) closed.match.allows = [...closed.body.matchAll(/\ballow\b[^;]*;/g)].map((m) => m[0].replace(/\s+/g, ' '));
      else if (closed && open.length) open[open.length - 1]!.body += `{${closed.body}}`;
    } else if (open.length) open[open.length - 1]!.body += char;
    index++;
  }
  return matches;
}

const matches = parseMatches(source);
const byPath = (path: string) => {
  const match = matches.find((m) => m.path === path);
  if (!match) throw new Error(`storage.rules has no match ${path}`);
  return match;
};

describe('storage.rules', () => {
  it('has exactly these matches, each with a plain comment above it', () => {
    expect(matches.map((m) => m.path)).toEqual([
      '/b/{bucket}/o',
      '/b/{bucket}/o/media/{allPaths=**}',
      '/b/{bucket}/o/media/{purpose}/{uid}/{file}',
      '/b/{bucket}/o/{allPaths=**}',
    ]);
    for (const match of matches) expect(match.comment, match.path).not.toBe('');
  });

  it('lets anyone read uploaded images, and nothing outside media/', () => {
    expect(byPath('/b/{bucket}/o/media/{allPaths=**}').allows).toEqual(['allow read: if true;']);
    expect(byPath('/b/{bucket}/o/{allPaths=**}').allows).toEqual(['allow read, write: if false;']);
    const readers = matches.filter((m) => m.allows.some((allow) => /^allow [^:]*\b(read|get|list)\b/.test(allow)));
    expect(readers.map((m) => m.path)).toEqual(['/b/{bucket}/o/media/{allPaths=**}', '/b/{bucket}/o/{allPaths=**}']);
  });

  it('lets only the owner write, into their own folder, images within the server’s limits', () => {
    const own = byPath('/b/{bucket}/o/media/{purpose}/{uid}/{file}');
    expect(own.allows).toHaveLength(2);
    const [write, remove] = own.allows as [string, string];
    expect(write).toMatch(/^allow create, update: if /);
    const conditions = write
      .replace(/^allow create, update: if /, '')
      .replace(/;$/, '')
      .split(' && ');
    expect(conditions).toHaveLength(5);
    expect(conditions).toContain('request.auth != null');
    expect(conditions).toContain('request.auth.uid == uid');
    expect(conditions).toContain("request.resource.contentType.matches('image/.*')");
    // The same purposes and the same size limit as the server's uploads.
    const purposes = conditions.find((c) => c.startsWith('purpose in '));
    expect(JSON.parse(purposes!.replace('purpose in ', '').replaceAll("'", '"'))).toEqual([...IMAGE_PURPOSES]);
    const size = conditions.find((c) => c.startsWith('request.resource.size <= '));
    const factors = size!.replace('request.resource.size <= ', '').split(' * ').map(Number);
    expect(factors.reduce((product, factor) => product * factor, 1)).toBe(MAX_IMAGE_BYTES);
    expect(remove).toBe('allow delete: if request.auth != null && request.auth.uid == uid;');
    // No other match allows any kind of write.
    const writers = matches.filter((m) => m.allows.some((allow) => /^allow [^:]*\b(write|create|update|delete)\b[^:]*: if (?!false;)/.test(allow)));
    expect(writers.map((m) => m.path)).toEqual(['/b/{bucket}/o/media/{purpose}/{uid}/{file}']);
  });
});
