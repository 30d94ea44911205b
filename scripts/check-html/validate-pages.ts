/**
 * Validates the HTML of every built page with html-validate (rules: `html-validate.config.ts`),
 * on two worker threads. `npx tsx scripts/check-html/validate-pages.ts [site dir]`; exits 1 with
 * each message (page, rule, element) when a page is invalid. Run by `npm test` after the build.
 */
import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HtmlValidate } from 'html-validate';
import { htmlValidateConfig } from './html-validate.config';

const validator = new HtmlValidate(htmlValidateConfig);

/** The messages of one page's HTML, one line each: `file:line:column rule: message (element)`. */
export async function validatePage(html: string, file: string): Promise<string[]> {
  const report = await validator.validateString(html, file);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}${message.selector ? ` (${message.selector})` : ''}`,
    ),
  );
}

/** Paths of the HTML pages under `dir`, relative to it. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

async function validateFiles(dir: string, files: string[]): Promise<string[]> {
  const messages: string[] = [];
  for (const file of files)
    messages.push(...(await validatePage(readFileSync(path.join(dir, file), 'utf8'), file)));
  return messages;
}

const WORKERS = 2;

async function main() {
  const dir = process.argv[2] ?? process.env.DOCS_OUT_DIR ?? 'doc_build';
  const files = htmlFiles(dir);
  if (files.length === 0) throw new Error(`No HTML pages in ${dir}/. Build the site first.`);
  const started = Date.now();
  // Pages dealt out in turn, so that each worker gets as many of the long pages as the other.
  const shares = Array.from({ length: WORKERS }, (_, index) => files.filter((_, i) => i % WORKERS === index));
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<string[]>((resolve, reject) => {
          // A child process per share (a worker thread does not get tsx's loader on Node 20).
          // A larger young generation: the validator's lexer makes a string per token, and
          // garbage collection was a fifth of its time.
          const child = fork(fileURLToPath(import.meta.url), ['--worker', dir], {
            execArgv: ['--import', 'tsx', '--max-semi-space-size=32'],
          });
          child.once('message', (messages) => {
            resolve(messages as string[]);
            child.disconnect();
          });
          child.once('error', reject);
          child.once(
            'exit',
            (code) => code !== 0 && reject(new Error(`validator process exited with ${code}`)),
          );
          child.send(share);
        }),
    ),
  );
  const messages = results.flat().sort();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (messages.length > 0) {
    console.error(messages.join('\n'));
    console.error(
      `\n✖ ${messages.length} HTML validation message(s) in ${files.length} pages (${seconds}s).`,
    );
    process.exit(1);
  }
  console.log(`HTML valid: ${files.length} pages (${seconds}s).`);
}

if (process.argv[2] === '--worker') {
  const dir = process.argv[3] ?? '';
  process.once('message', async (files) => process.send?.(await validateFiles(dir, files as string[])));
} else if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
