// The web benchmarks' front as an installation is reached in production: HTTPS through a TLS
// terminator that speaks HTTP/2 to the browser and HTTP/1.1 to the app (docs/decisions/
// 025-web-bench-over-https.md). Debian's HAProxy (installed with apt-get when missing, as the
// meeting-morning bench does), a certificate for 127.0.0.1 made by openssl for this run only,
// and the Chromium flag that trusts that one key (`--ignore-certificate-errors-spki-list` pins
// the key; the browser still checks everything else, and the page counts as secure).
import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureHaproxy, HAPROXY_DEFAULTS, runHaproxy } from '../meeting-morning/haproxy.ts';

export interface TlsProxy {
  /** `https://127.0.0.1:<port>`: what the browser opens. */
  baseURL: string;
  /** `HAProxy 2.6.12`, for the README. */
  version: string;
  /** The Chromium flags that make it trust this run's certificate. */
  chromiumArgs: string[];
  stop(): Promise<void>;
}

/** A self-signed P-256 certificate for 127.0.0.1 and the base64 SHA-256 of its public key. */
function makeCertificate(dir: string): { pemPath: string; spki: string } {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    key,
    '-out',
    cert,
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  ]);
  const pemPath = join(dir, 'both.pem');
  writeFileSync(pemPath, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'));
  const publicKey = execFileSync('openssl', ['x509', '-in', cert, '-pubkey', '-noout']);
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
  const spki = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
  return { pemPath, spki };
}

export function tlsProxyConfig(port: number, pemPath: string, appPort: number): string {
  return [
    'global',
    '  maxconn 1000',
    ...HAPROXY_DEFAULTS,
    'frontend web',
    `  bind 127.0.0.1:${port} ssl crt ${pemPath} alpn h2,http/1.1`,
    '  option forwardfor',
    '  http-request set-header X-Forwarded-Proto https',
    '  default_backend app',
    'backend app',
    `  server app 127.0.0.1:${appPort}`,
    '',
  ].join('\n');
}

async function waitListening(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`haproxy exited with ${child.exitCode}`);
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`haproxy did not listen on ${port} within 10 s`);
}

/** HAProxy on `port` (HTTPS, HTTP/2 or HTTP/1.1 by ALPN) in front of the app on `appPort`. */
export async function startTlsProxy(port: number, appPort: number): Promise<TlsProxy> {
  const version = ensureHaproxy((line) => console.log(line));
  const dir = mkdtempSync(join(tmpdir(), 'chapter-bench-tls-'));
  const { pemPath, spki } = makeCertificate(dir);
  const haproxy = runHaproxy(dir, tlsProxyConfig(port, pemPath, appPort));
  const stop = async () => {
    await haproxy.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitListening(port, haproxy.child);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    baseURL: `https://127.0.0.1:${port}`,
    version,
    chromiumArgs: [`--ignore-certificate-errors-spki-list=${spki}`],
    stop,
  };
}
