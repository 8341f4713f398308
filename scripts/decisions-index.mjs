// Writes docs/decisions/README.md: one line per decision file in the folder (its title and date),
// so the index lists every file. Run after adding a decision: `node scripts/decisions-index.mjs`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const folder = path.join(import.meta.dirname, '..', 'docs', 'decisions');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.md') && name !== 'README.md')
  .sort();
const lines = files.map((name) => {
  const title = /^# (.+)$/m.exec(readFileSync(path.join(folder, name), 'utf8'))?.[1] ?? name;
  return `- ${name.slice(0, 10)} [${title}](${name})`;
});
writeFileSync(
  path.join(folder, 'README.md'),
  `# Decisions\n\nOne file per decision taken where the specifications are silent: what was decided and why.\nThis index is written by \`node scripts/decisions-index.mjs\`.\n\n${lines.join('\n')}\n`,
);
