#!/usr/bin/env node
/**
 * `npm run audit:headers`: grades the production server's security headers with the MDN HTTP
 * Observatory and checks its Content-Security-Policy with Google's csp_evaluator.
 *
 * The Observatory only grades a site served over HTTPS on ports 443 and 80 (plain HTTP caps the
 * grade at C+, and its scanner ignores other ports), so this serves the build behind a TLS front
 * on 127.0.0.1:443 with a throwaway self-signed certificate, and a redirect to it on port 80.
 * Binding those ports needs root (or CAP_NET_BIND_SERVICE). Nothing leaves the machine.
 *
 * The Observatory lives in tooling/observatory with its own lockfile (it brings some 230 packages)
 * and is installed there with --ignore-scripts: its install scripts download a CA bundle, the
 * HSTS preload list and the TLD list. The two lists it reads are written as small local files
 * (an empty preload list: the site's HSTS preload bonus is then not counted).
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';

import { ensureBuild, projectRoot } from '../scripts/lib/build.mjs';
import { parseCommandLine } from '../scripts/lib/command-line.mjs';
import { startServer } from '../tests/support/server.mjs';

const { values: options } = parseCommandLine({
  usage: `Usage: npm run audit:headers -- [options]

Grades the production server's security headers with the MDN HTTP Observatory and checks the
Content-Security-Policy of each page type with Google's csp_evaluator. The Observatory grades
only HTTPS on ports 443 and 80, so the build is served behind a TLS front on 127.0.0.1:443 with
a throwaway certificate: run it as root (or with CAP_NET_BIND_SERVICE). Nothing leaves the
machine. Installs the Observatory into tooling/observatory on first use, and builds the site
first when the sources changed. Writes test-results/audit-headers.json and exits with 1 unless
the grade is A+ and csp_evaluator finds nothing above medium.

Options:
  --integrations   configure PostHog, Tag Manager, reCAPTCHA and the booking widget with their
                   real hosts, so that their sources are in the policy graded
  --reuse-build    grade the existing build as it is, without building for changed sources
  -h, --help       print this text
`,
  options: {
    integrations: { type: 'boolean', default: false },
    'reuse-build': { type: 'boolean', default: false },
  },
});

const toolDir = join(import.meta.dirname, 'observatory');
const observatoryDir = join(toolDir, 'node_modules', '@mdn', 'mdn-http-observatory');

function ensureObservatory() {
  if (!existsSync(join(observatoryDir, 'package.json'))) {
    console.log('Installing the MDN HTTP Observatory into tooling/observatory (scripts off).');
    execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: toolDir,
      stdio: 'inherit',
    });
  }
  const conf = join(observatoryDir, 'conf');
  mkdirSync(conf, { recursive: true });
  writeFileSync(join(conf, 'hsts-preload.json'), '{}');
  writeFileSync(join(conf, 'tld-list.json'), JSON.stringify(['CH', 'COM', 'ORG', 'NET']));
}

/** A certificate for 127.0.0.1, valid for a day, that only this run trusts. */
function selfSignedCertificate(dir) {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert), certFile: cert };
}

/** Port 443 relays to the site as a TLS-terminating proxy would; port 80 sends visitors to it. */
async function startTlsFront(siteURL, certificate) {
  const site = new URL(siteURL);
  const https = createHttpsServer(certificate, (incoming, outgoing) => {
    const relay = httpRequest(
      {
        host: site.hostname,
        port: site.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    relay.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(relay);
  });
  const http = createHttpServer((incoming, outgoing) => {
    outgoing.writeHead(301, { location: `https://127.0.0.1${incoming.url}` }).end();
  });
  try {
    await Promise.all([
      new Promise((resolve, reject) =>
        https.once('error', reject).listen(443, '127.0.0.1', resolve),
      ),
      new Promise((resolve, reject) => http.once('error', reject).listen(80, '127.0.0.1', resolve)),
    ]);
  } catch (error) {
    https.close();
    http.close();
    throw new Error(
      `could not listen on 127.0.0.1:443 and :80 (${error.code}); the Observatory grades only ` +
        'those ports: run this as root, or free the ports',
    );
  }
  return () => Promise.all([https, http].map((server) => new Promise((r) => server.close(r))));
}

/** Runs the scan in a process of its own (asynchronously: the TLS front serves from this one). */
async function observatoryScan(certFile) {
  const scan = spawn(process.execPath, [join(observatoryDir, 'src', 'scan.js'), '127.0.0.1'], {
    // Not through its bin/wrapper.js, which replaces NODE_EXTRA_CA_CERTS with its own bundle.
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile },
  });
  let stdout = '';
  let stderr = '';
  scan.stdout.on('data', (chunk) => (stdout += chunk));
  scan.stderr.on('data', (chunk) => (stderr += chunk));
  const [status] = await once(scan, 'close');
  const result = JSON.parse(stdout || '{}');
  if (status !== 0 || result.error) {
    throw new Error(`the Observatory scan failed: ${result.error ?? stderr}`);
  }
  return result;
}

const severityNames = Object.fromEntries(
  Object.entries(Severity)
    .filter(([, value]) => typeof value === 'number')
    .map(([k, v]) => [v, k]),
);

/** csp_evaluator's findings for the policy of each page type. */
async function evaluatePolicies(siteURL) {
  const pages = [
    '/',
    '/de/',
    '/blog/postgres-is-enough/',
    '/de/contact-us/',
    '/unsubscribe/',
    '/nope/',
  ];
  const results = [];
  for (const path of pages) {
    const response = await fetch(`${siteURL}${path}`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    const policy = response.headers.get('content-security-policy') ?? '';
    const findings = new CspEvaluator(new CspParser(policy).csp).evaluate().map((finding) => ({
      severity: severityNames[finding.severity],
      severityValue: finding.severity,
      directive: finding.directive,
      value: finding.value,
      description: finding.description,
    }));
    results.push({ path, status: response.status, policy, findings });
  }
  return results;
}

const integrationSettings = {
  POSTHOG_KEY: 'phc_audit',
  GTM_ID: 'GTM-AUDIT01',
  RECAPTCHA_SITE_KEY: 'audit-site-key',
  BOOKING_URL: 'https://calendly.com/limmat-labs/intro-call',
};

if (!options['reuse-build']) ensureBuild();
ensureObservatory();
const workDir = mkdtempSync(join(tmpdir(), 'audit-headers-'));
const certificate = selfSignedCertificate(workDir);
const site = await startServer({
  env: options.integrations ? integrationSettings : {},
  args: ['--reuse-build'],
  logFile: join(projectRoot, 'test-results', 'audit-headers-server.log'),
});
let stopFront;
try {
  stopFront = await startTlsFront(site.baseURL, certificate);
  const observatory = await observatoryScan(certificate.certFile);
  const policies = await evaluatePolicies(site.baseURL);

  const { grade, score, testsPassed, testsQuantity } = observatory.scan;
  console.log(
    `\nMDN HTTP Observatory: grade ${grade}, score ${score} (${testsPassed}/${testsQuantity} tests passed)`,
  );
  for (const [name, test] of Object.entries(observatory.tests)) {
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
    console.log(
      `  ${test.pass ? 'pass' : 'FAIL'}  ${modifier.padStart(4)}  ${name}: ${test.result}`,
    );
  }

  const serious = [];
  console.log(`\ncsp_evaluator${options.integrations ? ' (integrations configured)' : ''}:`);
  for (const { path, findings } of policies) {
    const counts = new Map();
    for (const { severity } of findings) counts.set(severity, (counts.get(severity) ?? 0) + 1);
    const summary = [...counts].map(([severity, count]) => `${count} ${severity}`).join(', ');
    console.log(`  ${path}: ${summary || 'no findings'}`);
    for (const finding of findings.filter((f) => f.severityValue < Severity.MEDIUM)) {
      serious.push({ path, ...finding });
      console.log(
        `    ${finding.severity} ${finding.directive} ${finding.value ?? ''}: ${finding.description}`,
      );
    }
  }

  mkdirSync(join(projectRoot, 'test-results'), { recursive: true });
  writeFileSync(
    join(projectRoot, 'test-results', 'audit-headers.json'),
    JSON.stringify({ integrations: options.integrations, observatory, policies }, null, 2),
  );
  const passed = grade === 'A+' && serious.length === 0;
  console.log(
    `\n${passed ? 'PASS' : 'FAIL'}: grade ${grade} (target A+), ${serious.length} csp_evaluator findings above medium (target 0)`,
  );
  process.exitCode = passed ? 0 : 1;
} finally {
  await stopFront?.();
  await site.stop();
  rmSync(workDir, { recursive: true, force: true });
}
