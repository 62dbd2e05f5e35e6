import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  /** The raw message as it arrived (headers, parts). */
  readonly raw: string;
  /** The raw message with quoted-printable soft breaks and `=3D` undone, to search for a link. */
  readonly readable: string;
  header(name: string): string | undefined;
}

/**
 * How the server answers the next recipients: take the mail, refuse it for good (550), or for now
 * (451). Tests switch it while the server runs.
 */
export type SmtpMood = 'accept' | 'refuse-permanently' | 'refuse-for-now';

export interface TestSmtpServer {
  readonly url: string;
  readonly port: number;
  readonly received: ReceivedMail[];
  mood: SmtpMood;
  stop(): Promise<void>;
  /** Listens again on the same port (a server that went away and came back). */
  restart(): Promise<void>;
}

function parseHeaders(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** A real SMTP server (the `smtp-server` package) on 127.0.0.1, no TLS, no login, keeping what it is sent. */
export async function startTestSmtpServer({ port = 0 }: { port?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const state = { mood: 'accept' as SmtpMood };
  const make = () =>
    new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (state.mood === 'accept') {
          callback();
          return;
        }
        const error = Object.assign(new Error(state.mood === 'refuse-permanently' ? 'No such mailbox' : 'Try again later'), {
          responseCode: state.mood === 'refuse-permanently' ? 550 : 451,
        });
        callback(error);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const headers = parseHeaders(raw);
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            readable: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
            header: (name) => headers.get(name.toLowerCase()),
          });
          callback();
        });
      },
    });
  let server = make();
  const listen = (on: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(on, '127.0.0.1', () => {
        resolve((server.server.address() as AddressInfo).port);
      });
    });
  const boundPort = await listen(port);
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    received,
    get mood() {
      return state.mood;
    },
    set mood(mood: SmtpMood) {
      state.mood = mood;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
    restart: async () => {
      server = make();
      await listen(boundPort);
    },
  };
}

/** A TCP server that accepts and never says a word: an SMTP server hung before its greeting. */
export async function startSilentServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
