import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = async (outDir: string): Promise<Manifest> =>
  JSON.parse(await readFile(resolve(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

/**
 * The files a browser loads before the first screen can render: the entry chunk and, transitively, its static
 * imports (Vite preloads them with <link rel="modulepreload">), with their CSS. Dynamic imports (lazy routes)
 * are left out: they are the route's own cost, loaded after the shell.
 */
export const firstScreenFiles = (manifest: Manifest, entryKey: string) => {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`no manifest entry ${entryKey}; entries: ${Object.keys(manifest).join(', ')}`);
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(entryKey);
  return { js: [...js], css: [...css] };
};
