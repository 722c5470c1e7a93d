// The executable schema: the SDL from schema/*.graphql, the resolvers, and the access directives enforced.
import { readdir, readFile } from 'node:fs/promises';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { applyAccessDirectives } from './directives.js';
import { resolvers } from './resolvers.js';

/**
 * The built bundle carries a copy of the SDL in lib/schema/ next to lib/index.js; from the sources it is the
 * repository's schema/ folder.
 */
const SCHEMA_DIRS = [new URL('./schema/', import.meta.url), new URL('../../../schema/', import.meta.url)];

export async function loadTypeDefs(): Promise<string[]> {
  for (const dir of SCHEMA_DIRS) {
    const files = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const sdl = files.filter((file) => file.endsWith('.graphql')).sort();
    if (sdl.length > 0) return Promise.all(sdl.map((file) => readFile(new URL(file, dir), 'utf8')));
  }
  throw new Error(`No *.graphql files in ${SCHEMA_DIRS.map((dir) => dir.pathname).join(' or ')}`);
}

export async function createSchema(): Promise<GraphQLSchema> {
  return applyAccessDirectives(makeExecutableSchema({ typeDefs: await loadTypeDefs(), resolvers }));
}
