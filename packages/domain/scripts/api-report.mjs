#!/usr/bin/env node
/* global console, process, URL */
// The API reports of @app/domain: one etc/*.api.md per entry of package.json "exports", written by
// API Extractor from the built .d.ts (run `pnpm build` first). Without --local it only compares,
// and exits 1 when a report differs from the surface (the check `pnpm test` runs); with --local it
// rewrites the reports, to commit with the change (README.md "Public API").
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const packageJsonFullPath = `${packageDir}package.json`;
const configObjectFullPath = `${packageDir}api-extractor.json`;
const local = process.argv.includes('--local');
const { exports } = JSON.parse(readFileSync(packageJsonFullPath, 'utf8'));
const base = ExtractorConfig.loadFile(configObjectFullPath);

let failed = 0;
for (const [subpath, target] of Object.entries(exports)) {
  if (typeof target === 'string') continue;
  const reportFileName = subpath === '.' ? 'domain' : `domain-${subpath.slice(2)}`;
  const isArea = !['.', './schemas'].includes(subpath);
  const messages = isArea
    ? {
        ...base.messages,
        extractorMessageReporting: {
          ...base.messages?.extractorMessageReporting,
          'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: false },
        },
      }
    : base.messages;
  const config = ExtractorConfig.prepare({
    configObject: {
      ...base,
      mainEntryPointFilePath: `<projectFolder>/${target.import.types}`,
      apiReport: { ...base.apiReport, reportFileName },
      messages,
    },
    configObjectFullPath,
    packageJsonFullPath,
  });
  const result = Extractor.invoke(config, { localBuild: local, showVerboseMessages: false });
  if (result.apiReportChanged && !local) {
    console.error(
      `etc/${reportFileName}.api.md differs from the public surface of ${subpath === '.' ? '@app/domain' : `@app/domain${subpath.slice(1)}`}.`,
    );
  }
  if (result.errorCount > 0 || (result.apiReportChanged && !local)) failed += 1;
}
if (failed > 0 && !local) {
  console.error(
    '\nA public API change must update the reports in the same commit: pnpm --filter @app/domain api:update, then commit etc/.',
  );
}
process.exit(failed > 0 ? 1 : 0);
