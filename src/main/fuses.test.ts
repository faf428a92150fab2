import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The packaged app's Electron fuses and URL scheme, as electron-builder.yml sets them. No YAML
 * library is a dependency, so the two top-level blocks are read line by line: `key: value` lines
 * indented under the block's name.
 */
const yml = readFileSync(fileURLToPath(new URL('../../electron-builder.yml', import.meta.url)), 'utf8');

function block(name: string): string[] {
  const lines = yml.split('\n');
  const start = lines.findIndex((line) => line === `${name}:`);
  if (start < 0) return [];
  const body: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!line.startsWith(' ')) break;
    body.push(line);
  }
  return body;
}

function fuses(): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const line of block('electronFuses')) {
    const match = /^ {2}(\w+): (true|false)$/.exec(line);
    if (!match) throw new Error(`unexpected line in electronFuses: ${line}`);
    out[match[1]!] = match[2] === 'true';
  }
  return out;
}

describe('electron-builder.yml: the fuses and the belajar:// scheme', () => {
  it('turns off running as Node, NODE_OPTIONS and --inspect; turns on cookie encryption, asar-only loading and its integrity check', () => {
    expect(fuses()).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('packs the app into an asar archive (what onlyLoadAppFromAsar and the integrity check need)', () => {
    expect(yml).toMatch(/^asar: true$/m);
  });

  it('registers the belajar scheme for the installed app', () => {
    expect(block('protocols').map((l) => l.trim())).toEqual(['- name: Belajar', 'schemes:', '- belajar']);
  });

  it('has no remote module: @electron/remote is no dependency and nothing in src asks for it', () => {
    const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as Record<string, Record<string, string> | undefined>;
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) expect(pkg[field] ?? {}).not.toHaveProperty('@electron/remote');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') && /@electron\/remote|enableRemoteModule/.test(readFileSync(file, 'utf8'))) offenders.push(file);
      }
    };
    walk(fileURLToPath(new URL('..', import.meta.url)));
    expect(offenders).toEqual([]);
  });
});
