// Fails when the committed generated files differ from what codegen produces from schema/ and the documents.
import { execSync } from 'node:child_process';

const generated = ['functions/src/graphql/generated', 'web/graphql/generated'];
execSync('npx graphql-codegen --config codegen.ts --silent', { stdio: 'inherit' });
const changes = execSync(`git status --porcelain -- ${generated.join(' ')}`, { encoding: 'utf8' });
if (changes.trim()) {
  console.error(`Generated files are stale; run \`npm run codegen\` and commit:\n${changes}`);
  process.exit(1);
}
console.log('Generated files are up to date.');
